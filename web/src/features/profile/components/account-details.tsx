import { Button } from '@chakra-ui/react/button';
import { Badge } from '@chakra-ui/react/badge';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useUpdateProfile } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { readFailure } from '@/lib/failure';

interface AccountDetailsProps {
  user: { username: string; email: string; fullName?: string | null; isVerified: boolean };
}

/** Username, e-mail, full name and verified state, with the full name editable in place. */
export function AccountDetails({ user }: AccountDetailsProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { updateProfile, pending } = useUpdateProfile();
  const form = useZodForm(() => import('@lakbay/validation/accounts').then((rules) => rules.profileForm), {
    defaultValues: { fullName: user.fullName ?? '' },
  });

  const save = form.handleSubmit(async ({ fullName }) => {
    try {
      await updateProfile(fullName);
      toast({ type: 'success', title: t('account.saved') });
    } catch (error) {
      toast({ type: 'error', title: t('account.saveFailed'), description: readFailure(error).message });
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
          <TextField label={t('account.fullName')} autoComplete="name" maxLength={100} {...form.field('fullName')} />
          <Button type="submit" {...form.submitProgress(pending, t('common:actions.saving'))} alignSelf="start">
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
