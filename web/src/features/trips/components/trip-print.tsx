import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useTripDetail } from '@/features/trips/api/trip-detail';
import { Icon } from '@/features/trips/components/icon';
import { DayDetails } from '@/features/trips/components/itinerary-days';
import { TravelTips } from '@/features/trips/components/travel-tips';
import { TripFactList } from '@/features/trips/components/trip-fact-list';
import { BudgetBreakdown } from '@/features/trips/components/trip-overview';
import { TripLoadError } from '@/features/trips/components/trip-detail';
import { itineraryTypeLabels, statusLabels } from '@/features/trips/utils/trip-labels';
import { countryName, useTripFormOptions } from '@/lib/trip-form-options';

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
 * Philippine departure costs) and the tips, in one column. Each day keeps to
 * one page where it fits. The screen-only bar offers Print and the way back.
 */
export function TripPrint({ id }: { id: number }) {
  const { trip, loading, error } = useTripDetail(id);
  const { options } = useTripFormOptions();
  const location = useLocation();
  const navigate = useNavigate();
  const printNow = (location.state as PrintRequest | null)?.print === true;
  const ready = Boolean(trip && options);

  useEffect(() => {
    // Once, when the Print button brought us here; a reload or a shared link just shows the page.
    if (ready && printNow) {
      void navigate(location.pathname, { replace: true, state: null });
      window.print();
    }
  }, [ready, printNow, navigate, location.pathname]);

  if (loading && !trip) return <PageSpinner />;
  if (error || !trip) return <TripLoadError />;

  const name = countryName(options, trip.destinationCountry);
  const itinerary = trip.savedItinerary;

  return (
    <Box as="main" maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} css={paperStyles}>
      <title>{`${name} trip itinerary · Lakbay`}</title>
      <style>{'@page { margin: 15mm; }'}</style>
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
            Back to trip
          </RouterLink>
        </Link>
        <Button onClick={() => window.print()}>
          <Icon name="printer" />
          Print
        </Button>
      </Flex>

      <Stack gap="8">
        <Box as="header">
          <Text textStyle="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Lakbay trip itinerary
          </Text>
          <Heading as="h1" size="3xl" mt="1">
            {name}
          </Heading>
          {itinerary.destination !== trip.destinationCountry && <Text mt="1">{itinerary.destination}</Text>}
          <Text mt="2" fontWeight="medium">
            {itineraryTypeLabels[trip.savedType]} · {statusLabels[trip.status]}
          </Text>
        </Box>

        <Section title="Trip summary" id="print-summary">
          <TripFactList trip={trip} options={options} columns={2} columnGap="6" rowGap="2" />
        </Section>

        <Section title="Overview" id="print-overview">
          <Text whiteSpace="pre-line">{itinerary.overview}</Text>
        </Section>

        <Section title="Daily itinerary" id="print-days">
          {itinerary.days.length === 0 ? (
            <Text>No days are planned for this trip yet.</Text>
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
                    Day {day.day}: {day.title}
                  </Heading>
                  <DayDetails day={day} currency={itinerary.currency} />
                </Box>
              ))}
            </Stack>
          )}
        </Section>

        <Box css={{ breakInside: 'avoid' }}>
          <BudgetBreakdown itinerary={itinerary} />
        </Box>

        {itinerary.tips.length > 0 && (
          <Section title="Travel tips" id="print-tips">
            <TravelTips tips={itinerary.tips} gap="2" />
          </Section>
        )}
      </Stack>
    </Box>
  );
}
