// A day's route (docs/product/trips.md): its stops in order with their times,
// how long each takes and what it costs, the way from one to the next, and
// the day's map (Leaflet, loaded only once the map's place is displayed: not
// while another tab of the trip page is). The list is the
// plan: it reads the same offline, printed and without the map.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { NotVerifiedMark } from '@/components/ui/not-verified-mark';
import { useDisplayed } from '@/hooks/use-displayed';
import { durationText, type RouteStop } from '@/entities/trip/utils/route';
import { useHydrated } from '@/lib/page-response';
import { usePesoMoney } from '@/lib/peso-rates';

const DayMap = lazy(() => import('@/entities/trip/components/day-map').then((module) => ({ default: module.DayMap })));

interface DayRouteProps {
  day: number;
  stops: readonly RouteStop[];
  /** The day's places Lakbay could not verify: their stops carry the mark. */
  unverifiedPlaces?: readonly { name: string; line: string }[] | null | undefined;
  currency: string;
  /** Draw the map (an open day on screen); never on paper. */
  showMap: boolean;
  /** The heading's level: one below the day's own heading (DayContent). */
  heading?: 'h4' | 'h6';
}

/**
 * What the line says beyond the place's name: a sight's description ("Senso-ji: Tokyo's oldest temple"), or what a
 * meal's place serves ("Lunch: Gyoza Lou (gyoza)").
 */
function description(stop: RouteStop): string {
  if (stop.kind === 'meal') return /\(([^)]*)\)$/.exec(stop.line)?.[1] ?? '';
  if (stop.line.startsWith(`${stop.name}: `)) return stop.line.slice(stop.name.length + 2);
  return stop.line === stop.name ? '' : stop.line;
}

/** The day's map, its code fetched once its place is displayed; until then, and while it loads, its empty frame. */
function MapWhenDisplayed({ day, stops }: { day: number; stops: readonly RouteStop[] }) {
  const place = useRef<HTMLDivElement>(null);
  const displayed = useDisplayed(place);
  const frame = <Box ref={place} h={{ base: '16rem', md: '22rem' }} bg="bg.muted" borderRadius="l3" />;
  if (!displayed) return frame;
  return (
    <Suspense fallback={frame}>
      <DayMap day={day} stops={stops} />
    </Suspense>
  );
}

export function DayRoute({ day, stops, unverifiedPlaces, currency, showMap, heading = 'h4' }: DayRouteProps) {
  const { t } = useTranslation('route');
  const { money } = usePesoMoney(currency);
  const units = { hours: t('hours'), minutes: t('minutes') };
  const placed = stops.some((stop) => stop.position);
  // Leaflet needs a browser: the server's page shows the list, and the map comes once the page is the app's.
  const hydrated = useHydrated();
  return (
    <Box>
      <Heading as={heading} size="sm" mb="1">
        {t('title')}
      </Heading>
      <Text textStyle="xs" color="fg.muted" mb="3">
        {t('estimates')}
      </Text>
      <Box as="ol" display="grid" gap="1">
        {stops.map((stop, index) => (
          <Box as="li" key={`${stop.start}-${stop.line}`} listStyleType="none">
            <Flex gap="3" align="flex-start">
              <Flex
                aria-hidden="true"
                flexShrink="0"
                boxSize="7"
                rounded="full"
                align="center"
                justify="center"
                bg={stop.kind === 'meal' ? 'sunset.subtle' : 'brand.subtle'}
                color={stop.kind === 'meal' ? 'sunset.fg' : 'brand.fg'}
                textStyle="sm"
                fontWeight="bold"
              >
                {index + 1}
              </Flex>
              <Box minW="0" flex="1">
                <Text fontWeight="semibold">
                  <Box as="time" me="2">
                    {stop.start}
                  </Box>
                  {stop.meal && (
                    <Text as="span" color="sunset.fg" me="1">
                      {t(`meal.${stop.meal}`)}:
                    </Text>
                  )}
                  {stop.name}
                  <NotVerifiedMark line={stop.line} unverifiedPlaces={unverifiedPlaces} />
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {[
                    stop.area,
                    t(`slot.${stop.slot}`),
                    durationText(stop.minutes, units),
                    stop.cost > 0 ? money(stop.cost) : stop.kind === 'activity' ? t('free') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {description(stop) && <Text textStyle="sm">{description(stop)}</Text>}
                {stop.note && (
                  <Text textStyle="sm" color="fg.warning">
                    {stop.note}
                  </Text>
                )}
                {stop.position?.approximate && (
                  <Text textStyle="xs" color="fg.muted" fontStyle="italic">
                    {t('approximate')}
                  </Text>
                )}
              </Box>
            </Flex>
            {stop.next && (
              <Text textStyle="xs" color="fg.muted" ms="3.5" ps="6" py="1" borderStartWidth="2px" borderStyle="dotted">
                {t(`travel.${stop.next.mode}`, { minutes: stop.next.minutes, km: stop.next.km })}
              </Text>
            )}
          </Box>
        ))}
      </Box>
      {showMap && placed && hydrated && (
        <Box mt="3" className="no-print">
          <MapWhenDisplayed day={day} stops={stops} />
        </Box>
      )}
    </Box>
  );
}
