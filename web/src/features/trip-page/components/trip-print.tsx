import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { PesoRateNote } from '@/components/ui/peso-rate-note';
import { useTripDetail } from '@/features/trip-page/api/trip-detail';
import { Icon } from '@/components/ui/icon';
import { DayContent } from '@/entities/trip/components/day-content';
import { TravelTips } from '@/entities/trip/components/travel-tips';
import { TripFactList } from '@/entities/trip/components/trip-fact-list';
import { BudgetBreakdown } from '@/entities/trip/components/trip-overview';
import { TripQueryState } from '@/features/trip-page/components/trip-page';
import { countryName, useTripFormOptions } from '@/entities/trip/api/trip-form-options';

/** What the Print button on the trip page hands over: print as soon as the trip is on screen. */
export interface PrintRequest {
  print: true;
}

// On paper: black text on white, no shadows or tinted panels, so it reads the
// same from a black-and-white printer; nothing that only works on screen.
const paperStyles = {
  '@media print': {
    '& *': { color: '#000 !important', boxShadow: 'none !important', background: 'transparent !important' },
    '& a': { textDecoration: 'none' },
  },
} as const;
const pageMargins = '@page { margin: 15mm; }';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb="3" pb="1" borderBottomWidth="2px" css={{ breakAfter: 'avoid' }}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * The printable trip: the summary, the overview, every day with its
 * activities, meals, stay, transport and costs, the budget breakdown (with the
 * Philippine departure costs), budget against actual, the settle-up and the tips, in one column. Each day keeps to
 * one page where it fits. The screen-only bar offers Print and the way back.
 */
interface TripPrintProps {
  id: number;
  /** Budget against actual and the settle-up, from the expenses feature (app/routes/trip-print.tsx composes them). */
  expenses: { ready: boolean; sections: ReactNode };
}

export function TripPrint({ id, expenses }: TripPrintProps) {
  const { t } = useTranslation(['trips', 'common']);
  const { trip: loaded, loading, error, refetch } = useTripDetail(id);
  const { options } = useTripFormOptions();
  const location = useLocation();
  const navigate = useNavigate();
  const printNow = (location.state as PrintRequest | null)?.print === true;
  const ready = Boolean(loaded && options && expenses.ready);

  useEffect(() => {
    // Once, when the Print button brought us here; a reload or a shared link just shows the page.
    if (ready && printNow) {
      void navigate(location.pathname, { replace: true, state: null });
      window.print();
    }
  }, [ready, printNow, navigate, location.pathname]);

  return (
    <TripQueryState trip={loaded} loading={loading} error={error} refetch={refetch}>
      {(trip) => {
        const name = countryName(options, trip.destinationCountry);
        const itinerary = trip.savedItinerary;

        return (
          <Box
            as="main"
            maxW="3xl"
            mx="auto"
            px={{ base: '4', md: '8' }}
            py={{ base: '6', md: '10' }}
            css={paperStyles}
          >
            <title>{t('print.pageTitle', { name })}</title>
            <style>{pageMargins}</style>
            <Flex
              _print={{ display: 'none' }}
              justify="space-between"
              align="center"
              gap="3"
              wrap="wrap"
              mb="8"
              pb="4"
              borderBottomWidth="1px"
            >
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={`/trips/${trip.id}`}>
                  <Icon name="arrowLeft" />
                  {t('print.backToTrip')}
                </RouterLink>
              </Link>
              <Button onClick={() => window.print()}>
                <Icon name="printer" />
                {t('print.print')}
              </Button>
            </Flex>

            <Stack gap="8">
              <Box as="header">
                <Text textStyle="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {t('print.kicker')}
                </Text>
                <Heading as="h1" size="3xl" mt="1">
                  {name}
                </Heading>
                {itinerary.destination !== trip.destinationCountry && <Text mt="1">{itinerary.destination}</Text>}
                <Text mt="2" fontWeight="medium">
                  {t(`common:trip.type.${trip.savedType}`)} · {t(`status.${trip.status}`)}
                </Text>
                <PesoRateNote currency={itinerary.currency} mt="2" textStyle="sm" />
              </Box>

              <Section title={t('print.summary')} id="print-summary">
                <TripFactList trip={trip} options={options} columns={2} columnGap="6" rowGap="2" />
              </Section>

              <Section title={t('print.overview')} id="print-overview">
                <Text whiteSpace="pre-line">{itinerary.overview}</Text>
              </Section>

              <Section title={t('print.days')} id="print-days">
                {itinerary.days.length === 0 ? (
                  <Text>{t('day.noDays')}</Text>
                ) : (
                  <Stack gap="6">
                    {itinerary.days.map((day) => (
                      <Box
                        as="article"
                        key={day.day}
                        aria-labelledby={`print-day-${day.day}`}
                        borderWidth="1px"
                        borderRadius="l2"
                        p="4"
                        css={{ breakInside: 'avoid' }}
                      >
                        <Heading as="h3" size="md" id={`print-day-${day.day}`} mb="3">
                          {t('day.heading', { day: day.day, title: day.title })}
                        </Heading>
                        <DayContent day={day} currency={itinerary.currency} bookings={trip.bookings} />
                      </Box>
                    ))}
                  </Stack>
                )}
              </Section>

              <Box css={{ breakInside: 'avoid' }}>
                <BudgetBreakdown itinerary={itinerary} budget={{ amount: trip.budget, currency: trip.currency }} />
              </Box>

              {expenses.sections}

              {itinerary.tips.length > 0 && (
                <Section title={t('print.tips')} id="print-tips">
                  <TravelTips tips={itinerary.tips} gap="2" />
                </Section>
              )}
            </Stack>
          </Box>
        );
      }}
    </TripQueryState>
  );
}
