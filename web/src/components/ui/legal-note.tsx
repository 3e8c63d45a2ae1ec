import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Opens in a new tab: the form beside it keeps what was typed. */
function LegalPageLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to} target="_blank">
        {children}
      </RouterLink>
    </Link>
  );
}

/** The <terms> and <privacy> tags of a form's note (a Trans text) as links to the legal pages. */
export const legalLinks = {
  terms: <LegalPageLink to="/terms" />,
  privacy: <LegalPageLink to="/privacy" />,
};

/** The small print under a form that collects personal data. */
export function LegalNote({ children }: { children: ReactNode }) {
  return (
    <Text textStyle="sm" color="fg.muted">
      {children}
    </Text>
  );
}
