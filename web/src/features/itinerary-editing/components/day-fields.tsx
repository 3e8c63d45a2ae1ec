import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/form-field';
import { StringListEditor } from '@/features/itinerary-editing/components/string-list-editor';
import type { DayDraft, DayErrors } from '@/features/itinerary-editing/utils/day-draft';
import { COST_KEYS } from '@/entities/trip/utils/itinerary';

interface DayFieldsProps {
  draft: DayDraft;
  onChange: (draft: DayDraft) => void;
  errors: DayErrors;
  currency: string;
  /** The per-day dialog edits meals too; /customize-trip does not (docs/product/trips.md). */
  withMeals?: boolean;
}

/** The editable parts of one day: title, activities, stay, transport, (meals) and the four daily costs. */
export function DayFields({ draft, onChange, errors, currency, withMeals = false }: DayFieldsProps) {
  const { t } = useTranslation('trips');
  const set = <Key extends keyof DayDraft>(key: Key, value: DayDraft[Key]) => onChange({ ...draft, [key]: value });

  return (
    <Stack gap="4">
      <TextField
        size="md"
        label={t('day.title')}
        error={errors.title}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <StringListEditor
        legend={t('day.activities')}
        itemLabel={(number) => t('day.activity', { number })}
        removeLabel={(number) => t('day.removeActivity', { number })}
        addLabel={t('day.addActivity')}
        items={draft.activities}
        min={1}
        error={errors.activities}
        onChange={(activities) => set('activities', activities)}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          size="md"
          label={t('day.accommodation')}
          value={draft.accommodation}
          onChange={(event) => set('accommodation', event.target.value)}
        />
        <TextField
          size="md"
          label={t('day.transportation')}
          value={draft.transportation}
          onChange={(event) => set('transportation', event.target.value)}
        />
      </SimpleGrid>
      {withMeals && (
        <StringListEditor
          legend={t('day.meals')}
          itemLabel={(number) => t('day.meal', { number })}
          removeLabel={(number) => t('day.removeMeal', { number })}
          addLabel={t('day.addMeal')}
          items={draft.meals}
          min={0}
          onChange={(meals) => set('meals', meals)}
        />
      )}
      <Box as="fieldset" minW="0">
        <Box as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
          {t('day.dailyCostsIn', { currency })}
        </Box>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {COST_KEYS.map((key) => (
            <TextField
              key={key}
              size="md"
              label={t(`day.costs.${key}`)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.costs[key]}
              onChange={(event) => set('costs', { ...draft.costs, [key]: event.target.value })}
            />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
