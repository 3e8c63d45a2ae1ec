import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

import { useCurrentUser } from '@/features/auth/api/current-user';
import { AccountDetails } from '@/features/profile/components/account-details';
import { ApiTokensSection } from '@/features/profile/components/api-tokens-section';
import { ChangeEmailForm } from '@/features/profile/components/change-email-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { DeleteAccountSection } from '@/features/profile/components/delete-account-section';

/** /profile (spec §2, linked from the mobile navigation): protected; the account, its security and API tokens. */
export function ProfileRoute() {
  // ProtectedRoute renders this only for a signed-in, verified user.
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <title>Profile · Lakbay</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} mb="1">
        Profile
      </Heading>
      <Text color="fg.muted" mb="6">
        Your account, its security, and access for your own apps.
      </Text>
      <Stack gap="6">
        <AccountDetails user={user} />
        <ChangePasswordForm />
        <ChangeEmailForm />
        <ApiTokensSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
