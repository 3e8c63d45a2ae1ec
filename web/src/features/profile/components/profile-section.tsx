import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  /** The red frame of "Delete account". */
  danger?: boolean;
  children: ReactNode;
}

/** One card of the profile page, labelled by its heading for screen readers' landmark lists. */
export function ProfileSection({ title, description, danger, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor={danger ? 'border.error' : 'border'}
      rounded="l3"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={headingId} textStyle="xl" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      {children}
    </Box>
  );
}
