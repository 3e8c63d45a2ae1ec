import { useApolloClient, useMutation } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

const updateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      fullName
    }
  }
`);

const changePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

const changeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      id
      email
      isVerified
    }
  }
`);

const deleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);

/** Saves the full name; the cached `me` (header, profile) updates from the answer. */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(updateProfileMutation);
  return {
    updateProfile: (fullName: string | null) => mutate({ variables: { input: { fullName } } }),
    pending: loading,
  };
}

export function useChangePassword() {
  const [mutate, { loading }] = useMutation(changePasswordMutation);
  return {
    changePassword: (currentPassword: string, newPassword: string) =>
      mutate({ variables: { input: { currentPassword, newPassword } } }),
    pending: loading,
  };
}

/** The answer marks `me` unverified, so ProtectedRoute sends the user to /verify-email. */
export function useChangeEmail() {
  const [mutate, { loading }] = useMutation(changeEmailMutation);
  return {
    changeEmail: (email: string, password: string) => mutate({ variables: { input: { email, password } } }),
    pending: loading,
  };
}

/**
 * Deletes the account. `leave` runs once it is gone (e.g. to go home); then
 * everything cached for it is dropped and `me` is asked again, so the header
 * shows the visitor signed out.
 */
export function useDeleteAccount() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(deleteAccountMutation);
  return {
    deleteAccount: async (password: string, leave: () => void) => {
      await mutate({ variables: { password } });
      leave();
      await client.resetStore();
    },
    pending: loading,
  };
}

const exportAccountDataMutation = graphql(`
  mutation ExportAccountData {
    exportAccountData {
      fileName
      data
    }
  }
`);

/**
 * Everything kept about the account, with the name to save it under. A
 * mutation answered past Apollo's cache: the copy goes to the file, not to
 * memory or the offline store (lib/offline saves query answers only).
 */
export function useExportAccountData() {
  const [mutate, { loading }] = useMutation(exportAccountDataMutation, { fetchPolicy: 'no-cache' });
  return {
    exportAccountData: async () => {
      const { data } = await mutate();
      return data!.exportAccountData;
    },
    pending: loading,
  };
}
