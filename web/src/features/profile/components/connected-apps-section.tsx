import { Code } from '@chakra-ui/react/code';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { API_TOKEN_SCOPES } from '@/features/profile/api/api-tokens';
import { useConnectedApps, useRevokeConnectedApp } from '@/features/profile/api/connected-apps';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { RevocableItem } from '@/features/profile/components/revocable-item';
import type { ApiTokenScope } from '@/gql/graphql';
import { readFailure } from '@/lib/failure';
import { toast } from '@/lib/toast';
import { formatDate } from '@/lib/i18n';

const formatDateTime = (value: unknown) => formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short' });
const scopeName = (scope: ApiTokenScope) => API_TOKEN_SCOPES.find((known) => known.value === scope)?.name ?? scope;

/** AI assistants connected with OAuth (docs/mcp.md): what each may do, when it last came, Disconnect. */
export function ConnectedAppsSection() {
  const { t } = useTranslation('profile');
  const { apps, loading, error, retry } = useConnectedApps();
  const { revokeConnectedApp } = useRevokeConnectedApp();
  const [revoking, setRevoking] = useState<{ id: number; name: string }>();

  const revoke = async (id: number) => {
    try {
      await revokeConnectedApp(id);
      toast({ type: 'success', title: t('apps.revoked') });
    } catch (cause) {
      toast({ type: 'error', title: t('apps.revokeFailed'), description: readFailure(cause).message });
    }
  };

  return (
    <ProfileSection
      title={t('apps.title')}
      description={<Trans t={t} i18nKey="apps.description" components={{ endpoint: <Code /> }} />}
    >
      <QueryState
        data={apps}
        loading={loading}
        error={error}
        errorTitle={t('apps.loadFailed')}
        onRetry={retry}
        loadingText={t('apps.loading')}
        isEmpty={(list) => list.length === 0}
        empty={<Text color="fg.muted">{t('apps.none')}</Text>}
      >
        {(apps) => (
          <Stack as="ul" aria-label={t('apps.list')} gap="3" listStyleType="none">
            {apps.map((app) => (
              <RevocableItem
                key={app.id}
                buttonText={t('apps.revoke')}
                buttonLabel={t('apps.revokeLabel', { name: app.clientName })}
                onRevoke={() => setRevoking({ id: app.id, name: app.clientName })}
              >
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {app.clientName}
                  </Text>
                  <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
                    {app.redirectHost}
                  </Text>
                </Flex>
                <Text textStyle="sm" color="fg.muted">
                  {app.scopes.map(scopeName).join(', ')}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {t('apps.connected', { date: formatDateTime(app.createdAt) })} ·{' '}
                  {app.lastUsedAt
                    ? t('tokens.lastUsed', { date: formatDateTime(app.lastUsedAt) })
                    : t('tokens.neverUsed')}
                </Text>
              </RevocableItem>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={t('apps.revokeTitle')}
        description={t('apps.revokeDescription', { name: revoking?.name ?? '' })}
        keepLabel={t('apps.keep')}
        confirmLabel={t('apps.confirmRevoke')}
        onConfirm={() => revoking && void revoke(revoking.id)}
      />
    </ProfileSection>
  );
}
