import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { CopyButton } from '@/components/ui/copy-button';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import {
  API_TOKEN_SCOPES,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from '@/features/profile/api/api-tokens';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { RevocableItem } from '@/features/profile/components/revocable-item';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { rulesOnce, useZodForm } from '@/hooks/use-zod-form';
import { readFailure } from '@/lib/failure';
import type { ApiTokenScope } from '@/gql/graphql';
import { formatDate } from '@/lib/i18n';

/** Days to the expiry; '' never expires. */
const EXPIRY_CHOICES = ['30', '90', '365', ''] as const;

const formatDateTime = (value: unknown) => formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short' });
const scopeName = (scope: ApiTokenScope) => API_TOKEN_SCOPES.find((known) => known.value === scope)?.name ?? scope;

/** Personal API tokens for the partner GraphQL API: create (shown once), list with last use, revoke. */
export function ApiTokensSection() {
  const { t } = useTranslation('profile');
  const [created, setCreated] = useState<string>();
  return (
    <ProfileSection
      title={t('tokens.title')}
      description={<Trans t={t} i18nKey="tokens.description" components={{ header: <Code />, endpoint: <Code /> }} />}
    >
      <Stack gap="6">
        <CreateTokenForm onCreated={setCreated} />
        {created && <NewToken token={created} onDismiss={() => setCreated(undefined)} />}
        <TokenList />
      </Stack>
    </ProfileSection>
  );
}

const createTokenRules = rulesOnce(() =>
  import('@lakbay/validation/api-tokens').then((rules) =>
    rules.createTokenForm(API_TOKEN_SCOPES.map((scope) => scope.value)),
  ),
);
/** A new token reads trips and lasts 90 days unless chosen otherwise. */
const defaultValues: { name: string; scopes: ApiTokenScope[]; expiresInDays: string } = {
  name: '',
  scopes: ['TRIPS_READ'],
  expiresInDays: '90',
};

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const { t } = useTranslation('profile');
  const { createApiToken, pending } = useCreateApiToken();
  const form = useZodForm(createTokenRules, { defaultValues });
  const scopesError = form.errorOf('scopes');
  const scopesErrorId = useId();
  const expiryId = useId();

  const submit = form.handleSubmit(async ({ name, scopes, expiresInDays }) => {
    try {
      // The scopes arrive in the checkboxes' order.
      onCreated(await createApiToken({ name, scopes, expiresInDays }));
      // The scopes and expiry stay chosen for the next token.
      form.reset({ ...form.getValues(), name: '' });
    } catch (error) {
      toast({ type: 'error', title: t('tokens.createFailed'), description: readFailure(error).message });
    }
  });

  return (
    <Stack asChild gap="4" maxW="md">
      <Form onSubmit={submit} noValidate aria-label={t('tokens.form')}>
        <TextField
          label={t('tokens.name')}
          placeholder={t('tokens.namePlaceholder')}
          maxLength={60}
          {...form.field('name')}
        />
        <Box as="fieldset" aria-describedby={scopesError ? scopesErrorId : undefined}>
          <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
            {t('tokens.scopes')}
          </Text>
          <Stack gap="2">
            {API_TOKEN_SCOPES.map((scope) => (
              <CheckboxLabel
                key={scope.value}
                value={scope.value}
                defaultChecked={defaultValues.scopes.includes(scope.value)}
                {...form.register('scopes')}
              >
                <Code>{scope.name}</Code> {t(`tokens.scope.${scope.value}`)}
              </CheckboxLabel>
            ))}
          </Stack>
          <Text id={scopesErrorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
            {scopesError}
          </Text>
        </Box>
        <Field.Root id={expiryId} gap="1">
          <Field.Label>{t('tokens.expiresAfter')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field defaultValue={defaultValues.expiresInDays} {...form.register('expiresInDays')}>
              {EXPIRY_CHOICES.map((days) => (
                <option key={days} value={days}>
                  {days === ''
                    ? t('tokens.expiry.never')
                    : days === '365'
                      ? t('tokens.expiry.year')
                      : t('tokens.expiry.days', { count: Number(days) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" {...form.submitProgress(pending, t('tokens.creating'))} alignSelf="start">
          {t('tokens.create')}
        </Button>
      </Form>
    </Stack>
  );
}

/** The new token, the only time it can be seen. */
function NewToken({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Box role="status" borderWidth="1px" borderColor="border.success" bg="bg.success" rounded="l2" p="4">
      <Text fontWeight="semibold" mb="1">
        {t('tokens.newToken')}
      </Text>
      <Text textStyle="sm" mb="3">
        {t('tokens.copyNow')}
      </Text>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Input
          readOnly
          value={token}
          aria-label={t('tokens.newTokenLabel')}
          fontFamily="mono"
          bg="bg"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton
          text={token}
          copiedTitle={t('tokens.copied')}
          failedTitle={t('tokens.copyFailed')}
          failedDescription={t('tokens.copyFailedDescription')}
        >
          {t('tokens.copy')}
        </CopyButton>
        <Button variant="outline" onClick={onDismiss}>
          {t('tokens.done')}
        </Button>
      </Flex>
    </Box>
  );
}

function TokenList() {
  const { t } = useTranslation('profile');
  const { tokens, loading, error, retry } = useApiTokens();
  const { revokeApiToken } = useRevokeApiToken();
  const [revoking, setRevoking] = useState<{ id: number; name: string }>();

  const revoke = async (id: number) => {
    try {
      await revokeApiToken(id);
      toast({ type: 'success', title: t('tokens.revoked') });
    } catch (cause) {
      toast({ type: 'error', title: t('tokens.revokeFailed'), description: readFailure(cause).message });
    }
  };

  return (
    <>
      <QueryState
        data={tokens}
        loading={loading}
        error={error}
        errorTitle={t('tokens.loadFailed')}
        onRetry={retry}
        loadingText={t('tokens.loading')}
        isEmpty={(list) => list.length === 0}
        empty={<Text color="fg.muted">{t('tokens.none')}</Text>}
      >
        {(tokens) => (
          <Stack as="ul" aria-label={t('tokens.list')} gap="3" listStyleType="none">
            {tokens.map((token) => {
              const expired = token.expiresAt && new Date(String(token.expiresAt)) <= new Date();
              return (
                <RevocableItem
                  key={token.id}
                  buttonText={t('tokens.revoke')}
                  buttonLabel={t('tokens.revokeLabel', { name: token.name })}
                  onRevoke={() => setRevoking({ id: token.id, name: token.name })}
                >
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontWeight="semibold">{token.name}</Text>
                    <Code>{token.prefix}…</Code>
                    {expired && <Badge colorPalette="red">{t('tokens.expired')}</Badge>}
                  </Flex>
                  <Text textStyle="sm" color="fg.muted">
                    {token.scopes.map(scopeName).join(', ')}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {token.lastUsedAt
                      ? t('tokens.lastUsed', { date: formatDateTime(token.lastUsedAt) })
                      : t('tokens.neverUsed')}{' '}
                    ·{' '}
                    {token.expiresAt
                      ? t(expired ? 'tokens.expiredOn' : 'tokens.expiresOn', { date: formatDateTime(token.expiresAt) })
                      : t('tokens.neverExpires')}
                  </Text>
                </RevocableItem>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={t('tokens.revokeTitle')}
        description={t('tokens.revokeDescription', { name: revoking?.name ?? '' })}
        keepLabel={t('tokens.keep')}
        confirmLabel={t('tokens.confirmRevoke')}
        onConfirm={() => revoking && void revoke(revoking.id)}
      />
    </>
  );
}
