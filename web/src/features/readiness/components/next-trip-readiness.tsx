import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useTripReadiness } from '@/features/readiness/api/trip-readiness';
import { countryName, useTripFormOptions } from '@/entities/trip/api/trip-form-options';

/** How many open steps the dashboard names; the rest are on the trip page. */
const SHOWN = 3;

/**
 * The dashboard's "Still to do for your next trip": the open checklist steps
 * of the next dated trip, which the dashboard names (app/routes/dashboard.tsx).
 */
export function NextTripReadiness({ trip }: { trip: { id: number; destinationCountry: string } | undefined }) {
  const { t } = useTranslation('readiness');
  const { readiness } = useTripReadiness(trip?.id);
  const { options } = useTripFormOptions();
  if (!trip || !readiness) return null;

  const open = readiness.items.filter((item) => item.status === 'todo' || item.status === 'warning');
  const name = countryName(options, trip.destinationCountry);
  return (
    <Box as="section" aria-labelledby="next-trip-readiness" borderWidth="1px" borderRadius="l3" p="4" mb="6">
      <Heading as="h2" size="md" id="next-trip-readiness">
        {t('next.title')}
      </Heading>
      {open.length === 0 ? (
        <Text color="fg.muted" mt="1">
          {t('next.allSet', { name })}
        </Text>
      ) : (
        <>
          <Text color="fg.muted" mt="1">
            {t('next.stepsLeft', { count: open.length, name })}
          </Text>
          <List.Root mt="2" ps="5" listStyleType="disc">
            {open.slice(0, SHOWN).map((item) => (
              <List.Item key={item.id} color={item.status === 'warning' ? 'orange.fg' : undefined}>
                {item.status === 'warning' ? t('next.needsAttention', { title: item.title }) : item.title}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
      <Link asChild color="brand.fg" fontWeight="medium" mt="2">
        <RouterLink to={`/trips/${trip.id}?tab=readiness`}>{t('next.open', { name })}</RouterLink>
      </Link>
    </Box>
  );
}
