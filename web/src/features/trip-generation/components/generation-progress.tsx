import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GenerationProgress, ItineraryStatus } from '@/features/trip-generation/hooks/use-trip-generation';
import { itineraryKinds } from '@/features/trip-generation/utils/itinerary-labels';

/**
 * How far one itinerary is, from 0 to 1: the share of its days already planned,
 * or, while none comes (the AI planner can think for a while first), a creep
 * towards 90% with time instead of a frozen bar.
 */
function share(status: ItineraryStatus, seconds: number, daysReady: number): number {
  if (status === 'ready') return 1;
  if (status === 'waiting') return 0;
  return Math.max(0.1 + 0.8 * (1 - Math.exp(-seconds / 20)), 0.95 * daysReady);
}

const stageTexts = { ready: 'progress.ready', planning: 'progress.planning', waiting: 'progress.waiting' } as const;

/** While generating (docs/product/trip-planning.md): how far each itinerary is, a progress bar and the time so far. */
export function GenerationProgressView({ progress }: { progress: GenerationProgress }) {
  const { t } = useTranslation(['generation', 'common']);
  const labelId = useId();
  const [now, setNow] = useState(progress.startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - progress.startedAt) / 1000));
  const done =
    itineraryKinds.reduce(
      (sum, kind) =>
        sum + share(progress.stages[kind], seconds, progress.days[kind].filter(Boolean).length / progress.duration),
      0,
    ) / itineraryKinds.length;
  const percent = Math.round(5 + 95 * done);

  return (
    <Stack gap="3" p="4" borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" borderRadius="l3">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Text fontWeight="semibold" id={labelId}>
          {t('progress.heading')}
        </Text>
        <Text textStyle="sm" color="fg.muted" aria-hidden="true">
          {t('progress.elapsed', { seconds })}
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="2.5"
        bg="bg.emphasized"
        rounded="full"
        overflow="hidden"
      >
        <Box
          h="full"
          bg="brand.solid"
          rounded="full"
          style={{ width: `${percent}%` }}
          transition="width 0.6s ease-out"
        />
      </Box>
      <Text textStyle="sm">{t('progress.note')}</Text>
      <Stack as="ul" gap="1.5" listStyle="none" aria-live="polite">
        {itineraryKinds.map((kind) => {
          const status = progress.stages[kind];
          return (
            <Flex as="li" key={kind} align="center" gap="2" textStyle="sm" data-status={status}>
              {status === 'planning' ? (
                <Spinner size="xs" color="brand.solid" />
              ) : (
                <Box
                  as="span"
                  aria-hidden="true"
                  w="3"
                  textAlign="center"
                  color={status === 'ready' ? 'brand.fg' : 'fg.subtle'}
                >
                  {status === 'ready' ? '✓' : '•'}
                </Box>
              )}
              <Text color={status === 'waiting' ? 'fg.muted' : 'fg'}>
                {t(stageTexts[status], { kind: t(`common:trip.type.${kind}`) })}
              </Text>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
