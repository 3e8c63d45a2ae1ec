import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ChangeDayButton } from '@/entities/trip/components/change-day-dialog';
import { DayRoute } from '@/entities/trip/components/day-route';
import { dayParts } from '@/entities/trip/utils/route';
import { NotVerifiedMark } from '@/components/ui/not-verified-mark';
import type { Day } from '@lakbay/validation/itinerary';
import { usePesoMoney } from '@/lib/peso-rates';

interface DayItemProps {
  day: Day;
  currency: string;
  open: boolean;
  onToggle: () => void;
  /** Opens "Change this day". */
  onChange: () => void;
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {title}
      </Text>
      <Box mt="1">{children}</Box>
    </Box>
  );
}

function Bullets({ items, day }: { items: string[]; day: Day }) {
  return (
    <Stack as="ul" gap="1" ps="5" listStyleType="disc">
      {items.map((item, index) => (
        <li key={index}>
          {item}
          <NotVerifiedMark line={item} unverifiedPlaces={day.unverifiedPlaces} />
        </li>
      ))}
    </Stack>
  );
}

// The day's cost kinds, in the order shown; each is also its label's key (`generation:day.<kind>`).
const costKinds = ['accommodation', 'meals', 'activities', 'transportation'] as const;

/** One day of an itinerary, collapsed to its title and cost until opened (the disclosure pattern). */
export function DayItem({ day, currency, open, onToggle, onChange }: DayItemProps) {
  const panelId = useId();
  const { t } = useTranslation('generation');
  const total = costKinds.reduce((sum, key) => sum + day.costs[key], 0);
  const { money } = usePesoMoney(currency);
  const { stops, routed, activities, meals } = dayParts(day);

  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" bg="bg" overflow="hidden">
      <Heading as="h5" size="md">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          display="flex"
          w="full"
          alignItems="center"
          gap="3"
          px={{ base: '3', md: '4' }}
          py="3"
          textAlign="start"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          focusVisibleRing="inside"
        >
          <Flex
            aria-hidden="true"
            flexShrink="0"
            boxSize="8"
            rounded="full"
            align="center"
            justify="center"
            bg="brand.subtle"
            color="brand.fg"
            textStyle="sm"
            fontWeight="bold"
          >
            {day.day}
          </Flex>
          <Box flex="1" minW="0">
            <Text as="span" display="block" fontWeight="semibold">
              {t('day.title', { day: day.day, title: day.title })}
            </Text>
            <Text as="span" display="block" textStyle="sm" color="fg.muted" fontWeight="normal">
              {t('day.total', { amount: money(total) })}
            </Text>
          </Box>
          <Box
            as="span"
            aria-hidden="true"
            flexShrink="0"
            transition="transform 0.2s"
            transform={open ? 'rotate(180deg)' : undefined}
            color="fg.muted"
          >
            ▾
          </Box>
        </chakra.button>
      </Heading>
      <Stack id={panelId} hidden={!open} gap="4" px={{ base: '3', md: '4' }} py="4" borderTopWidth="1px">
        {routed && (
          <DayRoute
            day={day.day}
            stops={stops}
            unverifiedPlaces={day.unverifiedPlaces}
            currency={currency}
            showMap={open}
          />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {(!routed || activities.length > 0) && (
            <Detail title={routed ? t('day.alsoToday') : t('day.activities')}>
              <Bullets items={activities} day={day} />
            </Detail>
          )}
          {(!routed || meals.length > 0) && (
            <Detail title={t('day.meals')}>
              {meals.length ? <Bullets items={meals} day={day} /> : <Text color="fg.muted">{t('day.noMeals')}</Text>}
            </Detail>
          )}
          <Detail title={t('day.accommodation')}>
            <Text>
              {day.accommodation || t('day.noneListed')}
              <NotVerifiedMark line={day.accommodation} unverifiedPlaces={day.unverifiedPlaces} />
            </Text>
          </Detail>
          <Detail title={t('day.transportation')}>
            <Text>{day.transportation || t('day.noneListed')}</Text>
          </Detail>
        </SimpleGrid>
        <Detail title={t('day.costs')}>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="2">
            {costKinds.map((key) => (
              <Box key={key} bg="bg.subtle" borderRadius="l2" px="3" py="2">
                <Text as="dt" textStyle="xs" color="fg.muted">
                  {t(`day.${key}`)}
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {money(day.costs[key])}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Detail>
        <Box>
          <ChangeDayButton day={day.day} onClick={onChange} />
        </Box>
      </Stack>
    </Box>
  );
}
