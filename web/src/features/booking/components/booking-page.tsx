import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink, useSearchParams } from 'react-router';

import {
  searchLinks,
  tripSearchFromParams,
  tripSearchQuery,
  tripSummary,
  type BookingKind,
  type TripSearch,
} from '@/features/booking/utils/search-links';
import { graphql } from '@/gql/gql';

export const bookingWidgetsQuery = graphql(`
  query BookingWidgets {
    bookingWidgets {
      activity
      hotel
      flight
    }
  }
`);

const Frame = chakra('iframe');

export type { BookingKind };

const PAGES: Record<BookingKind, { path: string; title: string; intro: string; partner: string; ask: string }> = {
  activity: {
    path: '/book-activity',
    title: 'Book Activities',
    intro: 'Tours, theme-park tickets, day trips and experiences at your destination.',
    partner: 'activity booking',
    ask: "I'd like help booking tours and activities for my trip. ",
  },
  hotel: {
    path: '/book-hotels',
    title: 'Book Hotels',
    intro: 'Hotels, resorts and apartments for every budget, from city stays to beachfront resorts.',
    partner: 'hotel booking',
    ask: "I'd like help booking a hotel for my trip. ",
  },
  flight: {
    path: '/find-flight',
    title: 'Find Flights',
    intro: 'Compare flights from Philippine airports to your destination.',
    partner: 'flight search',
    ask: "I'd like help finding flights for my trip. ",
  },
};

/**
 * An affiliate booking page (spec §2). The partner's widget is framed from the
 * URL the server is configured with (BOOKING_*_WIDGET_URL); no partner host is
 * built into the app. Without one, the page links to well-known public searches
 * for the trip in its query (a saved trip's booking buttons pass it along) and
 * offers a quote request.
 */
export function BookingPage({ kind }: { kind: BookingKind }) {
  const page = PAGES[kind];
  const { data, loading, error } = useQuery(bookingWidgetsQuery);
  const widget = data?.bookingWidgets[kind];
  const [searchParams] = useSearchParams();
  const search = tripSearchFromParams(searchParams);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <title>{`${page.title} · Lakbay`}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {page.title}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted" maxW="2xl">
        {page.intro}
      </Text>
      {loading ? (
        <Flex align="center" gap="3" py="10" justify="center" color="fg.muted" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text>Loading the booking partner...</Text>
        </Flex>
      ) : widget && !error ? (
        <Stack gap="3">
          <Frame
            src={widget}
            title={`${page.title}: partner ${page.partner}`}
            w="full"
            h={{ base: '640px', md: '720px' }}
            borderWidth="1px"
            borderRadius="l3"
            bg="bg"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          />
          <Text textStyle="sm" color="fg.muted">
            Bookings are made with our partner and subject to their terms. Lakbay may earn a commission.
          </Text>
        </Stack>
      ) : (
        <Stack gap="6" maxW="3xl">
          <SearchLinks kind={kind} search={search} />
          <QuoteFallback kind={kind} search={search} />
        </Stack>
      )}
    </Container>
  );
}

/** Public searches on well-known sites for the trip, each opening in a new tab. */
function SearchLinks({ kind, search }: { kind: BookingKind; search: TripSearch }) {
  const summary = tripSummary(search);
  return (
    <Card.Root as="section" aria-labelledby="search-links-title">
      <Card.Body gap="4">
        <Heading as="h2" id="search-links-title" size="xl">
          Search on our partner sites
        </Heading>
        <Text color="fg.muted">
          {summary
            ? `${summary} Each link opens the site's own search in a new tab.`
            : 'Open this page from a saved trip to search with its destination and dates. Each link opens in a new tab.'}
        </Text>
        <Stack as="ul" gap="2">
          {searchLinks(kind, search).map((link) => (
            <li key={link.href}>
              <Button
                asChild
                variant="outline"
                w="full"
                justifyContent="space-between"
                h="auto"
                py="3"
                whiteSpace="normal"
              >
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <span>{link.label}</span>
                  <Text as="span" textStyle="sm" color="fg.muted" flexShrink={0}>
                    {link.site} <span aria-hidden="true">↗</span>
                    <chakra.span srOnly> (opens in a new tab)</chakra.span>
                  </Text>
                </a>
              </Button>
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** No partner configured (or it could not be read): a quote request, and the other booking pages. */
function QuoteFallback({ kind, search }: { kind: BookingKind; search: TripSearch }) {
  const page = PAGES[kind];
  const others = (Object.keys(PAGES) as BookingKind[]).filter((other) => other !== kind);
  const summary = tripSummary(search);
  const quote = `/travel-package-quote?${new URLSearchParams({ details: summary ? `${page.ask}${summary}` : page.ask })}`;
  // The other pages keep the trip.
  const tripQuery = tripSearchQuery(search);

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="xl">
          Let our travel team book it for you
        </Heading>
        <Text color="fg.muted">
          Online {page.partner} is not available here yet. Tell us about your trip instead: we compare options for your
          dates and budget and reply within 24 hours.
        </Text>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild size="lg">
            <RouterLink to={quote}>Request a quote</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to="/travel-deals">See travel deals</RouterLink>
          </Button>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          Also:{' '}
          {others.map((other, index) => (
            <span key={other}>
              {index > 0 && ' · '}
              <Link asChild color="brand.fg">
                <RouterLink to={`${PAGES[other].path}${tripQuery}`}>{PAGES[other].title}</RouterLink>
              </Link>
            </span>
          ))}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
