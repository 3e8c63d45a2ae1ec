import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { searchLinks, tripSummary, type BookingKind, type TripSummary } from '@/features/booking/utils/search-links';
import { tripSearchFromParams, tripSearchQuery, type TripSearch } from '@/entities/trip/utils/trip-search';
import { PageMeta } from '@/components/seo/page-meta';
import { LoadingLine } from '@/components/ui/query-state';
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

// Each page's texts: `booking:pages.<kind>` (title, intro, partner, ask).
const PATHS: Record<BookingKind, string> = {
  activity: '/book-activity',
  hotel: '/book-hotels',
  flight: '/find-flight',
};

/** "Trip: Tokyo, Japan, from MNL, starting 2026-12-01, 7 days.", in the active language. */
function summaryText(summary: TripSummary | null, t: TFunction<'booking'>): string {
  if (!summary) return '';
  const parts = [
    summary.places,
    summary.origin && t('summary.from', { origin: summary.origin }),
    summary.startDate && t('summary.starting', { date: summary.startDate }),
    summary.duration && t('summary.days', { count: summary.duration }),
  ].filter(Boolean);
  return t('summary.trip', { parts: parts.join(', ') });
}

/**
 * An affiliate booking page (docs/product/booking.md). The partner's widget is framed from the
 * URL the server is configured with (BOOKING_*_WIDGET_URL); no partner host is
 * built into the app. Without one, the page links to well-known public searches
 * for the trip in its query (a saved trip's booking buttons pass it along) and
 * offers a quote request.
 */
export function BookingPage({ kind }: { kind: BookingKind }) {
  const { t } = useTranslation(['booking', 'common']);
  const title = t(`pages.${kind}.title`);
  const { data, loading, error } = useQuery(bookingWidgetsQuery);
  const widget = data?.bookingWidgets[kind];
  const [searchParams] = useSearchParams();
  const search = tripSearchFromParams(searchParams);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={t('common:pageTitle', { page: title })} description={t(`pages.${kind}.intro`)} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted" maxW="2xl">
        {t(`pages.${kind}.intro`)}
      </Text>
      {/* Not a QueryState: a failure is no error here, the page falls back to its own searches and quote. */}
      {loading ? (
        <LoadingLine text={t('widget.loading')} />
      ) : widget && !error ? (
        <Stack gap="3">
          <Frame
            src={widget}
            title={t('widget.frameTitle', { title, partner: t(`pages.${kind}.partner`) })}
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
            {t('widget.terms')}
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
  const { t } = useTranslation('booking');
  const summary = summaryText(tripSummary(search), t);
  return (
    <Card.Root as="section" aria-labelledby="search-links-title">
      <Card.Body gap="4">
        <Heading as="h2" id="search-links-title" size="xl">
          {t('search.heading')}
        </Heading>
        <Text color="fg.muted">{summary ? t('search.withTrip', { summary }) : t('search.noTrip')}</Text>
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
                  <span>{t(`links.${link.label.key}`, { place: link.label.place })}</span>
                  <Text as="span" textStyle="sm" color="fg.muted" flexShrink={0}>
                    {link.site} <span aria-hidden="true">↗</span>
                    <chakra.span srOnly> {t('search.newTab')}</chakra.span>
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
  const { t } = useTranslation('booking');
  const others = (Object.keys(PATHS) as BookingKind[]).filter((other) => other !== kind);
  const summary = summaryText(tripSummary(search), t);
  // The visitor goes on typing after it: a space, then the trip when there is one.
  const details = `${t(`pages.${kind}.ask`)} ${summary}`;
  const quote = `/travel-package-quote?${new URLSearchParams({ details })}`;
  // The other pages keep the trip.
  const tripQuery = tripSearchQuery(search);

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="xl">
          {t('fallback.heading')}
        </Heading>
        <Text color="fg.muted">{t('fallback.text', { partner: t(`pages.${kind}.partner`) })}</Text>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild size="lg">
            <RouterLink to={quote}>{t('fallback.quote')}</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to="/travel-deals">{t('fallback.deals')}</RouterLink>
          </Button>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {t('fallback.also')}{' '}
          {others.map((other, index) => (
            <span key={other}>
              {index > 0 && ' · '}
              <Link asChild color="brand.fg">
                <RouterLink to={`${PATHS[other]}${tripQuery}`}>{t(`pages.${other}.title`)}</RouterLink>
              </Link>
            </span>
          ))}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
