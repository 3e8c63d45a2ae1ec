import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CenteredDialog } from '@/components/ui/centered-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { toast } from '@/lib/toast';
import { useShareTripMutations, useTripShareLink } from '@/features/sharing/api/share-trip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Icon } from '@/components/ui/icon';
import type { TripShareLinkFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/i18n';

type ShareLink = NonNullable<TripShareLinkFieldsFragment['shareLink']>;

/**
 * The trip page's Share button: a dialog to create the trip's read-only link,
 * copy it, or stop sharing (after a confirmation, since the link then dies for
 * everyone who has it).
 */
export function ShareTripButton({ tripId }: { tripId: number }) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const { unshareTrip } = useShareTripMutations();

  const stopSharing = async () => {
    try {
      await unshareTrip(tripId);
      toast({ type: 'success', title: t('dialog.stopped') });
    } catch {
      toast({ type: 'error', title: t('dialog.stopFailed') });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Icon name="share" />
        {t('dialog.open')}
      </Button>
      <CenteredDialog open={open} onOpenChange={setOpen} maxW="lg" closeLabel={t('dialog.close')}>
        <Dialog.Header>
          <Dialog.Title textStyle="xl">{t('dialog.title')}</Dialog.Title>
        </Dialog.Header>
        <ShareLinkBody
          tripId={tripId}
          onStop={() => {
            setOpen(false);
            setConfirmingStop(true);
          }}
        />
      </CenteredDialog>
      <ConfirmDialog
        open={confirmingStop}
        onOpenChange={setConfirmingStop}
        title={t('stopConfirm.title')}
        description={t('stopConfirm.description')}
        keepLabel={t('stopConfirm.keep')}
        confirmLabel={t('stopConfirm.confirm')}
        onConfirm={() => void stopSharing()}
      />
    </>
  );
}

/** Loading, a failure, "not shared yet" with a create button, or the link with Copy and Stop Sharing. */
function ShareLinkBody({ tripId, onStop }: { tripId: number; onStop: () => void }) {
  const { t } = useTranslation('share');
  const { trip, loading, error, refetch } = useTripShareLink(tripId);
  return (
    <QueryState
      data={trip}
      loading={loading}
      error={error}
      errorTitle={t('dialog.loadFailed')}
      onRetry={() => void refetch()}
      loadingText={t('dialog.loading')}
      frame={(view) => <Dialog.Body>{view}</Dialog.Body>}
    >
      {({ shareLink }) =>
        shareLink ? <SharedLink shareLink={shareLink} onStop={onStop} /> : <NotShared tripId={tripId} />
      }
    </QueryState>
  );
}

/** The trip is not shared yet: what sharing does, and the button that makes its link. */
function NotShared({ tripId }: { tripId: number }) {
  const { t } = useTranslation('share');
  const { shareTrip, sharing } = useShareTripMutations();

  const create = async () => {
    try {
      await shareTrip(tripId);
    } catch {
      toast({ type: 'error', title: t('dialog.createFailed') });
    }
  };

  return (
    <>
      <Dialog.Body>
        <Dialog.Description>{t('dialog.notShared')}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={() => void create()} loading={sharing} loadingText={t('dialog.creating')}>
          <Icon name="share" />
          {t('dialog.create')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** The trip's link, to copy, and Stop Sharing. */
function SharedLink({ shareLink, onStop }: { shareLink: ShareLink; onStop: () => void }) {
  const { t } = useTranslation('share');
  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>{t('dialog.shared')}</Dialog.Description>
          <CopyField
            label={t('dialog.linkLabel')}
            value={shareLink.url}
            copyLabel={
              <>
                <Icon name="copy" />
                {t('dialog.copy')}
              </>
            }
            copiedTitle={t('dialog.copied')}
            failedTitle={t('dialog.copyFailed')}
            failedDescription={t('dialog.copyYourself')}
            helperText={t('dialog.sharedSince', { date: formatDate(shareLink.createdAt, { dateStyle: 'long' }) })}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="red" onClick={onStop}>
          {t('dialog.stop')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
