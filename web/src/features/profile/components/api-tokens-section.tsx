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
import { useId, useState, type FormEvent } from 'react';

import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { toast } from '@/components/ui/toaster';
import { TextField } from '@/features/auth/components/text-field';
import {
  API_TOKEN_SCOPES,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from '@/features/profile/api/api-tokens';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { ConfirmDialog } from '@/features/trips/components/confirm-dialog';
import { errorMessage } from '@/features/trips/utils/graphql-error';
import type { ApiTokenScope } from '@/gql/graphql';

const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Never' },
];

const dateTime = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (value: unknown) => dateTime.format(new Date(String(value)));
const scopeName = (scope: ApiTokenScope) => API_TOKEN_SCOPES.find((known) => known.value === scope)?.name ?? scope;

/** Personal API tokens for the partner GraphQL API: create (shown once), list with last use, revoke. */
export function ApiTokensSection() {
  const [created, setCreated] = useState<string>();
  return (
    <ProfileSection
      title="API tokens"
      description={
        <>
          Let your own apps use Lakbay&apos;s GraphQL API on your behalf: send a token as{' '}
          <Code>Authorization: Bearer …</Code> to <Code>/graphql</Code>. Treat it like a password.
        </>
      }
    >
      <Stack gap="6">
        <CreateTokenForm onCreated={setCreated} />
        {created && <NewToken token={created} onDismiss={() => setCreated(undefined)} />}
        <TokenList />
      </Stack>
    </ProfileSection>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const { createApiToken, pending } = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiTokenScope>>(new Set(['TRIPS_READ']));
  const [expiry, setExpiry] = useState('90');
  const [submitted, setSubmitted] = useState(false);
  const scopesErrorId = useId();
  const expiryId = useId();

  const errors: { name?: string; scopes?: string } = {
    name: !name.trim() ? 'Token name is required' : name.trim().length > 60 ? 'At most 60 characters' : undefined,
    scopes: scopes.size === 0 ? 'Choose at least one scope' : undefined,
  };
  const shown: typeof errors = submitted ? errors : {};

  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.name || errors.scopes) return;
    try {
      const ordered = API_TOKEN_SCOPES.map((scope) => scope.value).filter((scope) => scopes.has(scope));
      onCreated(
        await createApiToken({ name: name.trim(), scopes: ordered, expiresInDays: expiry ? Number(expiry) : null }),
      );
      setName('');
      setSubmitted(false);
    } catch (error) {
      toast({ type: 'error', title: 'Could not create the token', description: errorMessage(error) });
    }
  };

  return (
    <Stack asChild gap="4" maxW="md">
      <form onSubmit={submit} noValidate aria-label="Create API token">
        <TextField
          label="Token name"
          placeholder="e.g. Agency booking sync"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={shown.name}
        />
        <Box as="fieldset" aria-describedby={shown.scopes ? scopesErrorId : undefined}>
          <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
            Scopes
          </Text>
          <Stack gap="2">
            {API_TOKEN_SCOPES.map((scope) => (
              <CheckboxLabel
                key={scope.value}
                name="scopes"
                value={scope.value}
                checked={scopes.has(scope.value)}
                onChange={(event) => toggle(scope.value, event.currentTarget.checked)}
              >
                <Code>{scope.name}</Code> {scope.description}
              </CheckboxLabel>
            ))}
          </Stack>
          <Text id={scopesErrorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
            {shown.scopes}
          </Text>
        </Box>
        <Field.Root id={expiryId} gap="1">
          <Field.Label>Expires after</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={expiry} onChange={(event) => setExpiry(event.target.value)}>
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice.label} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" loading={pending} loadingText="Creating..." alignSelf="start">
          Create Token
        </Button>
      </form>
    </Stack>
  );
}

/** The new token, the only time it can be seen. */
function NewToken({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast({ type: 'success', title: 'Token copied' });
    } catch {
      toast({ type: 'error', title: 'Could not copy', description: 'Select the token and copy it yourself.' });
    }
  };
  return (
    <Box role="status" borderWidth="1px" borderColor="border.success" bg="bg.success" rounded="l2" p="4">
      <Text fontWeight="semibold" mb="1">
        Your new token
      </Text>
      <Text textStyle="sm" mb="3">
        Copy it now: you won&apos;t be able to see it again.
      </Text>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Input
          readOnly
          value={token}
          aria-label="New API token"
          fontFamily="mono"
          bg="bg"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={copy}>Copy</Button>
        <Button variant="outline" onClick={onDismiss}>
          Done
        </Button>
      </Flex>
    </Box>
  );
}

function TokenList() {
  const { tokens, loading, error } = useApiTokens();
  const { revokeApiToken } = useRevokeApiToken();
  const [revoking, setRevoking] = useState<{ id: number; name: string }>();

  const revoke = async (id: number) => {
    try {
      await revokeApiToken(id);
      toast({ type: 'success', title: 'Token revoked' });
    } catch (cause) {
      toast({ type: 'error', title: 'Could not revoke the token', description: errorMessage(cause) });
    }
  };

  if (loading) return <Text color="fg.muted">Loading your tokens...</Text>;
  if (error) return <Text color="fg.error">Your tokens could not be loaded. Please reload the page.</Text>;
  if (!tokens?.length) return <Text color="fg.muted">You have no API tokens yet.</Text>;
  return (
    <>
      <Stack as="ul" aria-label="Your API tokens" gap="3" listStyleType="none">
        {tokens.map((token) => {
          const expired = token.expiresAt && new Date(String(token.expiresAt)) <= new Date();
          return (
            <Flex
              as="li"
              key={token.id}
              borderWidth="1px"
              rounded="l2"
              p="3"
              gap="3"
              direction={{ base: 'column', md: 'row' }}
              justify="space-between"
              align={{ md: 'center' }}
            >
              <Box minW="0">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="semibold">{token.name}</Text>
                  <Code>{token.prefix}…</Code>
                  {expired && <Badge colorPalette="red">Expired</Badge>}
                </Flex>
                <Text textStyle="sm" color="fg.muted">
                  {token.scopes.map(scopeName).join(', ')}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  Last used: {token.lastUsedAt ? formatDate(token.lastUsedAt) : 'never'} ·{' '}
                  {token.expiresAt
                    ? `${expired ? 'Expired' : 'Expires'} ${formatDate(token.expiresAt)}`
                    : 'Never expires'}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                flexShrink={0}
                aria-label={`Revoke ${token.name}`}
                onClick={() => setRevoking({ id: token.id, name: token.name })}
              >
                Revoke
              </Button>
            </Flex>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title="Revoke this token?"
        description={`Apps using “${revoking?.name ?? ''}” stop working at once. This cannot be undone.`}
        keepLabel="Keep Token"
        confirmLabel="Revoke Token"
        onConfirm={() => revoking && void revoke(revoking.id)}
      />
    </>
  );
}
