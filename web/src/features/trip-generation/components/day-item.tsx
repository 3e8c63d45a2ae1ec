import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ChangeDayButton } from '@/entities/trip/components/change-day-dialog';
import { DayContent, dayTotal } from '@/entities/trip/components/day-content';
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

/**
 * One day of a generated plan, collapsed to its title and cost until opened (the disclosure pattern); open, it
 * shows the day as the trip page does (DayContent) and "Change this day".
 */
export function DayItem({ day, currency, open, onToggle, onChange }: DayItemProps) {
  const panelId = useId();
  const { t } = useTranslation('generation');
  const { money } = usePesoMoney(currency);

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
              {t('day.total', { amount: money(dayTotal(day)) })}
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
        <DayContent day={day} currency={currency} showMap={open} partHeading="h6" />
        <Box>
          <ChangeDayButton day={day.day} onClick={onChange} />
        </Box>
      </Stack>
    </Box>
  );
}
