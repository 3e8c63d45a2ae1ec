import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { QueryState } from '@/components/ui/query-state';
import { SourcesDisclosure } from '@/components/ui/sources-disclosure';
import { useTravelCalendar } from '@/features/trip-generation/api/travel-calendar';
import type { TravelCalendarQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/i18n';

interface TravelCalendarNoteProps {
  country: string;
  month: number;
  /** A saved start date's year; left out, the server takes the next time the month comes round. */
  year?: number;
  /** The note's heading level where it sits: h2 in the form, h3 under the results' heading. */
  headingLevel?: 'h2' | 'h3';
}

const day = (date: string) => formatDate(date, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * "In April 2027: …": the Philippine holidays and long weekends of the travel
 * month (or that the year's holidays are not in our data yet), and the
 * destination's season and festivals then. Polite live region: changing the
 * month or country is announced without stealing focus.
 */
export function TravelCalendarNote({ country, month, year, headingLevel = 'h2' }: TravelCalendarNoteProps) {
  const { t } = useTranslation('calendar');
  const { calendar, loading, error, refetch } = useTravelCalendar(country, month, year);
  if (!country) return null;

  return (
    <Stack
      as="section"
      aria-label={t('note.label')}
      aria-live="polite"
      aria-busy={loading}
      gap="2"
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.subtle"
      textStyle="sm"
      data-testid="travel-calendar"
    >
      <QueryState
        data={calendar}
        loading={loading}
        error={error}
        errorTitle={t('note.error')}
        onRetry={() => void refetch()}
        loadingView={<Text color="fg.muted">{t('note.loading')}</Text>}
      >
        {(calendar) => <CalendarNote calendar={calendar} headingLevel={headingLevel} />}
      </QueryState>
    </Stack>
  );
}

/** The month's holidays and long weekends, and the destination's season and festivals. */
function CalendarNote({
  calendar,
  headingLevel,
}: {
  calendar: TravelCalendarQuery['travelCalendar'];
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation('calendar');
  const sources = [...(calendar.proclamation?.sources ?? []), ...calendar.destination.sources].filter(
    (source, index, all) => all.findIndex((other) => other.url === source.url) === index,
  );
  const events = calendar.destination.events.map((event) => event.name);
  return (
    <>
      <Heading as={headingLevel} size="sm">
        {t('note.title', {
          month: formatDate(Date.UTC(calendar.year, calendar.month - 1, 1), {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }),
        })}
      </Heading>
      <Box>
        <Text fontWeight="semibold">{t('note.holidaysHeading')}</Text>
        {!calendar.holidaysDeclared ? (
          <Text>{t('note.notDeclared', { year: calendar.year })}</Text>
        ) : (
          <>
            {calendar.holidays.length === 0 ? (
              <Text>{t('note.noHolidays')}</Text>
            ) : (
              <Box as="ul" ps="5" listStyleType="disc">
                {calendar.holidays.map((holiday) => (
                  <li key={holiday.date}>
                    {t('note.holiday', { date: day(holiday.date), name: holiday.name })}{' '}
                    <Text as="span" color="fg.muted">
                      ({t(`note.types.${holiday.type}`)})
                    </Text>
                  </li>
                ))}
              </Box>
            )}
            {calendar.longWeekends.length === 0 ? (
              <Text>{t('note.noLongWeekends')}</Text>
            ) : (
              <Box as="ul" ps="5" listStyleType="disc">
                {calendar.longWeekends.map((weekend) => (
                  <Text as="li" key={weekend.start} fontWeight="medium" color="brand.fg">
                    {t('note.longWeekend', { start: day(weekend.start), end: day(weekend.end), count: weekend.days })}
                  </Text>
                ))}
              </Box>
            )}
            <Text color="fg.muted">{t('note.eid')}</Text>
          </>
        )}
      </Box>
      <Box>
        <Text fontWeight="semibold">
          {t('note.destinationHeading', { country: calendar.country, season: calendar.destination.season })}
        </Text>
        <Text>{calendar.destination.weather}</Text>
        {events.length > 0 && <Text>{t('note.events', { list: events.join(', ') })}</Text>}
      </Box>
      <SourcesDisclosure label={t('note.sources')} sources={sources} color="fg.muted" textStyle="xs" />
    </>
  );
}
