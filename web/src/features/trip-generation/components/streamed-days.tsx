import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ItineraryKind } from '@/features/trip-generation/api/generate-trip';
import type { Day } from '@lakbay/validation/itinerary';
import type { GenerationProgress } from '@/features/trip-generation/hooks/use-trip-generation';
import { itineraryKinds } from '@/features/trip-generation/utils/itinerary-labels';

/** One itinerary's days while it is planned: each day as it arrives, the rest as "being planned". */
function PlanColumn({ kind, days, duration }: { kind: ItineraryKind; days: (Day | undefined)[]; duration: number }) {
  const { t } = useTranslation(['generation', 'common']);
  const headingId = useId();
  const ready = days.filter(Boolean).length;
  return (
    <Box as="section" aria-labelledby={headingId} data-plan={kind}>
      <Heading as="h3" size="md" id={headingId}>
        {t(`common:trip.type.${kind}`)}
      </Heading>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t('progress.daysReady', { ready, total: duration })}
      </Text>
      <Stack as="ol" gap="2" listStyle="none">
        {Array.from({ length: duration }, (_, index) => {
          const day = days[index];
          return day ? (
            <Box as="li" key={index} p="3" borderWidth="1px" borderRadius="l2" bg="bg" data-day-ready="true">
              <Text fontWeight="semibold">{t('day.title', { day: day.day, title: day.title })}</Text>
              <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                {day.activities.join(' · ')}
              </Text>
            </Box>
          ) : (
            <Box
              as="li"
              key={index}
              p="3"
              borderWidth="1px"
              borderStyle="dashed"
              borderRadius="l2"
              color="fg.muted"
              textStyle="sm"
            >
              {t('progress.dayPending', { day: index + 1 })}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * While generating (docs/product/trip-planning.md, "Days as they are planned"): both itineraries side
 * by side, stacked on narrow screens, each day showing as soon as the server sends it. Screen readers
 * hear once that days are coming in, not every day: the stage list above already speaks.
 */
export function StreamedDays({ progress }: { progress: GenerationProgress }) {
  const { t } = useTranslation('generation');
  const anyDay = itineraryKinds.some((kind) => progress.days[kind].some(Boolean));
  return (
    <Stack gap="4" aria-busy="true">
      <Heading as="h2" size="lg">
        {t('progress.daysHeading')}
      </Heading>
      <VisuallyHidden aria-live="polite">{anyDay ? t('progress.firstDays') : ''}</VisuallyHidden>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
        {itineraryKinds.map((kind) => (
          <PlanColumn key={kind} kind={kind} days={progress.days[kind]} duration={progress.duration} />
        ))}
      </Grid>
    </Stack>
  );
}
