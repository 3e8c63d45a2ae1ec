import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import type { LiveChange } from '@/features/trip-page/api/live-trip';
import { Icon } from '@/components/ui/icon';

/**
 * Who changed what on the open trip page (docs/product/travel-together.md, "Live changes"): "Maria changed
 * Day 3". A polite live region, there from the start so screen readers hear each change once the reader
 * pauses, that never takes the focus; it keeps the latest change until the next one.
 */
export function LiveChanges({ changes }: { changes: { seq: number; list: LiveChange[] } }) {
  const { t } = useTranslation('trips');
  const lines = changes.list.map((change) => {
    const who = change.by ? t('members.liveChange.by', { name: change.by }) : t('members.liveChange.bySomeone');
    return t(`members.liveChange.${change.what}`, { who, day: change.day });
  });
  return (
    <Box role="status" aria-live="polite" aria-label={t('members.liveChange.label')} mt={lines.length > 0 ? '3' : '0'}>
      {lines.map((line, index) => (
        // A new batch is new text in the region, even in the same words: read again.
        <Text key={`${changes.seq}-${index}`} textStyle="sm" color="fg.info" display="flex" alignItems="center" gap="2">
          <Icon name="users" />
          {line}
        </Text>
      ))}
    </Box>
  );
}
