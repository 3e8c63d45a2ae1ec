import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Grid } from '@chakra-ui/react/grid';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { searchForm } from '@lakbay/validation/local-secrets';
import { LOCAL_SECRET_CATEGORIES, RADIUS } from '@lakbay/validation/local-secrets-fields';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useCurrentLocation } from '@/features/local-secrets/hooks/use-current-location';
import { formatRadius, roundCoordinate } from '@/features/local-secrets/utils/format';
import { useZodForm } from '@/hooks/use-zod-form';

export type SearchRequest = z.output<typeof searchForm>;

/** The finder's search form: the finder also fills it, from a covered city. */
export const useSearchForm = () =>
  useZodForm(() => import('@lakbay/validation/local-secrets').then((rules) => rules.searchForm), {
    defaultValues: { latitude: '', longitude: '', category: '', radius: RADIUS.default },
    mode: 'touched',
  });

interface SearchFormProps {
  form: ReturnType<typeof useSearchForm>;
  onSearch: (request: SearchRequest) => void | Promise<void>;
  pending: boolean;
}

/**
 * docs/product/local-secrets.md: Use Current Location, latitude and longitude, an optional category,
 * the radius slider in km, and Find Local Secrets, which stays disabled while
 * the latitude is 0 (or empty) or a search is pending (docs/product/local-secrets.md).
 */
export function SearchForm({ form, onSearch, pending }: SearchFormProps) {
  const { t } = useTranslation(['localSecrets', 'common']);
  const hintId = useId();
  const radiusId = useId();
  const { locate, locating } = useCurrentLocation(({ lat, lng }) => {
    // A found location is not the reader's typing: no errors about it until they edit it.
    form.setValue('latitude', roundCoordinate(lat));
    form.setValue('longitude', roundCoordinate(lng));
    form.clearErrors(['latitude', 'longitude']);
  });
  const radius = form.watch('radius');
  const latitudeIsZero = !Number(form.watch('latitude'));

  return (
    <Form onSubmit={form.handleSubmit(onSearch)} noValidate aria-label={t('form.label')}>
      <Stack gap="4">
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={locate}
          loading={locating}
          loadingText={t('form.locating')}
        >
          {t('form.useLocation')}
        </Button>
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          {t('form.orCoordinates')}
        </Text>
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
          <TextField
            label={t('form.latitude')}
            type="number"
            inputMode="decimal"
            step="any"
            placeholder={t('form.example', { value: '35.6812' })}
            {...form.field('latitude')}
          />
          <TextField
            label={t('form.longitude')}
            type="number"
            inputMode="decimal"
            step="any"
            placeholder={t('form.example', { value: '139.7671' })}
            {...form.field('longitude')}
          />
        </Grid>
        <Field.Root gap="1">
          <Field.Label>
            {t('form.category')}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {t('common:optional')}
            </Text>
          </Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field {...form.register('category')}>
              <option value="">{t('form.allCategories')}</option>
              {LOCAL_SECRET_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box>
          <Stack direction="row" justify="space-between" mb="1">
            <chakra.label htmlFor={radiusId} fontWeight="medium" textStyle="sm">
              {t('form.radius')}
            </chakra.label>
            <Text fontWeight="semibold" aria-hidden>
              {formatRadius(radius)}
            </Text>
          </Stack>
          {/* A native range input: keyboard, touch and screen readers work without a slider recipe in the theme. */}
          <chakra.input
            id={radiusId}
            type="range"
            min={RADIUS.min}
            max={RADIUS.max}
            step={RADIUS.step}
            {...form.register('radius', { valueAsNumber: true })}
            aria-valuetext={formatRadius(radius)}
            w="full"
            h="8"
            cursor="pointer"
            css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
          />
          <Stack direction="row" justify="space-between" textStyle="xs" color="fg.muted" aria-hidden>
            <Text>{formatRadius(RADIUS.min)}</Text>
            <Text>{formatRadius(RADIUS.max)}</Text>
          </Stack>
        </Box>
        <Box>
          <Button
            type="submit"
            size="lg"
            w="full"
            disabled={latitudeIsZero || pending}
            {...form.submitProgress(pending, t('form.searching'))}
            aria-describedby={latitudeIsZero ? hintId : undefined}
          >
            {t('form.submit')}
          </Button>
          {latitudeIsZero && (
            <Text id={hintId} mt="2" textStyle="sm" color="fg.muted">
              {t('validation.needsLocation')}
            </Text>
          )}
        </Box>
      </Stack>
    </Form>
  );
}
