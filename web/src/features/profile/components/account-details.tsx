import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

import { toast } from '@/components/ui/toaster';
import { TextField } from '@/features/auth/components/text-field';
import { useForm } from '@/features/auth/hooks/use-form';
import { useUpdateProfile } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { errorMessage } from '@/features/trips/utils/graphql-error';

interface AccountDetailsProps {
  user: { username: string; email: string; fullName?: string | null; isVerified: boolean };
}

const validateFullName = (values: { fullName: string }) =>
  values.fullName.trim().length > 100 ? { fullName: 'Full name must be at most 100 characters' } : {};

/** Username, e-mail, full name and verified state, with the full name editable in place. */
export function AccountDetails({ user }: AccountDetailsProps) {
  const { updateProfile, pending } = useUpdateProfile();
  const form = useForm({ initialValues: { fullName: user.fullName ?? '' }, validate: validateFullName });

  const save = form.handleSubmit(async ({ fullName }) => {
    try {
      await updateProfile(fullName);
      toast({ type: 'success', title: 'Profile updated' });
    } catch (error) {
      toast({ type: 'error', title: 'Could not update your profile', description: errorMessage(error) });
    }
  });

  return (
    <ProfileSection title="Account details">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4" mb="6">
        <Detail label="Username">{user.username}</Detail>
        <Detail label="Email">
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <span>{user.email}</span>
            <Badge colorPalette={user.isVerified ? 'green' : 'orange'}>
              {user.isVerified ? 'Verified' : 'Not verified'}
            </Badge>
          </Flex>
        </Detail>
      </SimpleGrid>
      <Stack asChild gap="3" maxW="md">
        <form onSubmit={save} noValidate aria-label="Edit full name">
          <TextField label="Full name" autoComplete="name" maxLength={100} {...form.register('fullName')} />
          <Button type="submit" loading={pending} loadingText="Saving..." alignSelf="start">
            Save Name
          </Button>
        </form>
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
