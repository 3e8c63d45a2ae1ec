import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { QueryState } from '@/components/ui/query-state';
import { toastOutcome } from '@/lib/toast';
import { useCalendarFeed, useCalendarFeedMutations } from '@/features/profile/api/calendar-feed';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { formatDate } from '@/lib/i18n';

/** Which step waits for a confirmation: both kill the address calendar apps hold. */
type Confirming = 'renew' | 'off' | null;

/**
 * The calendar feed (issue 31): one secret address that calendar apps subscribe to, holding every day
 * of the user's dated trips. Turn it on, copy it or open it in the calendar app, give it a new address,
 * or turn it off.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation('profile');
  const { feed, loading, error, retry } = useCalendarFeed();
  const { renewCalendarFeed, revokeCalendarFeed, pending } = useCalendarFeedMutations();
  const [confirming, setConfirming] = useState<Confirming>(null);

  const change = (step: () => Promise<unknown>, done: string) => toastOutcome(step, done, t('calendarFeed.failed'));

  return (
    <ProfileSection title={t('calendarFeed.title')} description={t('calendarFeed.description')}>
      <QueryState
        data={feed}
        loading={loading}
        error={error}
        errorTitle={t('calendarFeed.loadFailed')}
        onRetry={retry}
        loadingText={t('calendarFeed.loading')}
        // No feed: it is off.
        empty={
          <Button
            colorPalette="brand"
            loading={pending}
            onClick={() => void change(renewCalendarFeed, t('calendarFeed.turnedOn'))}
          >
            {t('calendarFeed.turnOn')}
          </Button>
        }
      >
        {(feed) => (
          <Stack gap="4">
            <CopyField
              label={t('calendarFeed.addressLabel')}
              value={feed.url}
              copyLabel={t('calendarFeed.copy')}
              copiedTitle={t('calendarFeed.copied')}
              failedTitle={t('calendarFeed.copyFailed')}
              failedDescription={t('calendarFeed.copyYourself')}
              helperText={t('calendarFeed.since', { date: formatDate(feed.createdAt, { dateStyle: 'long' }) })}
            />
            <Text textStyle="sm">
              <Link href={feed.webcalUrl} color="brand.fg" fontWeight="medium">
                {t('calendarFeed.subscribe')}
              </Link>
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button variant="outline" disabled={pending} onClick={() => setConfirming('renew')}>
                {t('calendarFeed.renew')}
              </Button>
              <Button variant="outline" colorPalette="red" disabled={pending} onClick={() => setConfirming('off')}>
                {t('calendarFeed.turnOff')}
              </Button>
            </Flex>
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(confirming === 'off' ? 'calendarFeed.offConfirm.title' : 'calendarFeed.renewConfirm.title')}
        description={t(
          confirming === 'off' ? 'calendarFeed.offConfirm.description' : 'calendarFeed.renewConfirm.description',
        )}
        keepLabel={t('calendarFeed.keep')}
        confirmLabel={t(confirming === 'off' ? 'calendarFeed.turnOff' : 'calendarFeed.renew')}
        onConfirm={() =>
          void (confirming === 'off'
            ? change(revokeCalendarFeed, t('calendarFeed.turnedOff'))
            : change(renewCalendarFeed, t('calendarFeed.renewed')))
        }
      />
    </ProfileSection>
  );
}
