import { Link } from '@chakra-ui/react/link';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { usePrivacyContact } from '@/features/legal/api/privacy-contact';
import { pageUrl } from '@/lib/site';

function InlineLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function MailLink({ email, children }: { email?: string; children?: ReactNode }) {
  if (!email) return <>{children}</>;
  return (
    <Link href={`mailto:${email}`} color="brand.fg" fontWeight="medium" wordBreak="break-all">
      {children}
    </Link>
  );
}

/**
 * Renders texts of the `legal` catalogue with their links: <mail> (the privacy
 * contact address), <privacy>, <terms>, <cookies> and <profile>; {{site}} is
 * this site's address.
 */
export function useLegalText() {
  const { t } = useTranslation('legal');
  const { email, unavailable } = usePrivacyContact();
  const components = {
    mail: <MailLink email={email} />,
    privacy: <InlineLink to="/privacy" />,
    terms: <InlineLink to="/terms" />,
    cookies: <InlineLink to="/cookies" />,
    profile: <InlineLink to="/profile" />,
  };
  const values = {
    email: email ?? t(unavailable ? 'contactUnavailable' : 'contactLoading'),
    site: new URL(pageUrl('/')).host,
  };
  return (key: ParseKeys<'legal'>) => <Trans t={t} i18nKey={key} components={components} values={values} />;
}
