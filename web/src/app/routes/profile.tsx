import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '@/hooks/use-current-user';
import { AccountDetails } from '@/features/profile/components/account-details';
import { ApiTokensSection } from '@/features/profile/components/api-tokens-section';
import { CalendarFeedSection } from '@/features/profile/components/calendar-feed-section';
import { ConnectedAppsSection } from '@/features/profile/components/connected-apps-section';
import { ChangeEmailForm } from '@/features/profile/components/change-email-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { DeleteAccountSection } from '@/features/profile/components/delete-account-section';
import { DownloadDataSection } from '@/features/profile/components/download-data-section';
import { LanguageSection } from '@/features/profile/components/language-section';

/** /profile (docs/product/accounts.md, linked from the mobile navigation): protected; the account, its security, the calendar feed, API tokens, connected apps (OAuth), and the account's data to download or delete. */
export function ProfileRoute() {
  // ProtectedRoute renders this only for a signed-in, verified user.
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <title>{t('pageTitle')}</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} mb="1">
        {t('title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('intro')}
      </Text>
      <Stack gap="6">
        <AccountDetails user={user} />
        <LanguageSection />
        <ChangePasswordForm />
        <ChangeEmailForm />
        <CalendarFeedSection />
        <ApiTokensSection />
        <ConnectedAppsSection />
        <DownloadDataSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
