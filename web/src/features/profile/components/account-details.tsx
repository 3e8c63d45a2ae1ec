import { Button } from '@chakra-ui/react/button';
import { Badge } from '@chakra-ui/react/badge';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/hooks/use-form';
import { useUpdateProfile } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { errorMessage } from '@/lib/graphql-error';
import { i18n } from '@/lib/i18n';

interface AccountDetailsProps {
  user: { username: string; email: string; fullName?: string | null; isVerified: boolean };
}

const validateFullName = (values: { fullName: string }) =>
  values.fullName.trim().length > 100 ? { fullName: i18n.t('auth:validation.fullNameTooLong') } : {};

/** Username, e-mail, full name and verified state, with the full name editable in place. */
export function AccountDetails({ user }: AccountDetailsProps) {
  const { t } = useTranslation(['profile', 'auth', 'common']);
  const { updateProfile, pending } = useUpdateProfile();
  const form = useForm({ initialValues: { fullName: user.fullName ?? '' }, validate: validateFullName });

  const save = form.handleSubmit(async ({ fullName }) => {
    try {
      await updateProfile(fullName);
      toast({ type: 'success', title: t('account.saved') });
    } catch (error) {
      toast({ type: 'error', title: t('account.saveFailed'), description: errorMessage(error) });
    }
  });

  return (
    <ProfileSection title={t('account.title')}>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4" mb="6">
        <Detail label={t('account.username')}>{user.username}</Detail>
        <Detail label={t('account.email')}>
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <span>{user.email}</span>
            <Badge colorPalette={user.isVerified ? 'green' : 'orange'}>
              {user.isVerified ? t('account.verified') : t('account.notVerified')}
            </Badge>
          </Flex>
        </Detail>
      </SimpleGrid>
      <Stack asChild gap="3" maxW="md">
        <Form onSubmit={save} noValidate aria-label={t('account.form')}>
          <TextField label={t('account.fullName')} autoComplete="name" maxLength={100} {...form.register('fullName')} />
          <Button type="submit" loading={pending} loadingText={t('common:actions.saving')} alignSelf="start">
            {t('account.save')}
          </Button>
        </Form>
      </Stack>
    </ProfileSection>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children}
      </Text>
    </div>
  );
}
