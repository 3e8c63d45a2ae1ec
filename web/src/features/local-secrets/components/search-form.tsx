import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Grid } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import {
  useId,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type Ref,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { useCurrentLocation } from '@/features/local-secrets/hooks/use-current-location';
import { formatRadius, parseCoordinate, RADIUS, roundCoordinate } from '@/features/local-secrets/utils/format';
import type { LocalSecretCategory } from '@/gql/graphql';
import { i18n } from '@/lib/i18n';

export interface SearchValues {
  latitude: string;
  longitude: string;
  category: LocalSecretCategory | '';
  radius: number;
}

export interface SearchRequest {
  latitude: number;
  longitude: number;
  category: LocalSecretCategory | null;
  radius: number;
}

// The form's category choices, in order; names: `localSecrets:categories`.
const CATEGORIES: readonly LocalSecretCategory[] = ['restaurant', 'cafe', 'shopping', 'attraction', 'activity'];

/** The API's messages (api/src/services/local-secrets), in the active language. */
function coordinateError(text: string, axis: 'latitude' | 'longitude'): string | undefined {
  if (text.trim() === '') return i18n.t(`localSecrets:validation.${axis}Required` as const);
  const value = parseCoordinate(text);
  const limit = axis === 'latitude' ? 90 : 180;
  return value === null || Math.abs(value) > limit
    ? i18n.t(`localSecrets:validation.${axis}Range` as const)
    : undefined;
}

/** Checked before a request is sent, with the API's own messages. */
export const validateSearch = (values: SearchValues) => ({
  latitude: coordinateError(values.latitude, 'latitude'),
  longitude: coordinateError(values.longitude, 'longitude'),
});

interface SearchFormProps {
  values: SearchValues;
  onChange: Dispatch<SetStateAction<SearchValues>>;
  onSearch: (request: SearchRequest) => void | Promise<void>;
  pending: boolean;
}

/**
 * docs/product/local-secrets.md: Use Current Location, latitude and longitude, an optional category,
 * the radius slider in km, and Find Local Secrets, which stays disabled while
 * the latitude is 0 (or empty) or a search is pending (docs/product/local-secrets.md).
 */
export function SearchForm({ values, onChange, onSearch, pending }: SearchFormProps) {
  const { t } = useTranslation(['localSecrets', 'common']);
  const [touched, setTouched] = useState({ latitude: false, longitude: false });
  const latitudeRef = useRef<HTMLInputElement>(null);
  const longitudeRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const radiusId = useId();
  // Functional updates: a location that arrives later must not undo a category picked meanwhile.
  const set = (change: Partial<SearchValues>) => onChange((current) => ({ ...current, ...change }));
  const { locate, locating } = useCurrentLocation(({ lat, lng }) => {
    setTouched({ latitude: false, longitude: false });
    set({ latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) });
  });

  const errors = validateSearch(values);
  const shown = {
    latitude: touched.latitude ? errors.latitude : undefined,
    longitude: touched.longitude ? errors.longitude : undefined,
  };
  const latitudeIsZero = !parseCoordinate(values.latitude);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ latitude: true, longitude: true });
    if (errors.latitude || errors.longitude) {
      (errors.latitude ? latitudeRef : longitudeRef).current?.focus();
      return;
    }
    void onSearch({
      latitude: parseCoordinate(values.latitude)!,
      longitude: parseCoordinate(values.longitude)!,
      category: values.category || null,
      radius: values.radius,
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
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
          <CoordinateField
            label={t('form.latitude')}
            placeholder={t('form.example', { value: '35.6812' })}
            value={values.latitude}
            error={shown.latitude}
            inputRef={latitudeRef}
            onChange={(latitude) => set({ latitude })}
            onBlur={() => setTouched((current) => ({ ...current, latitude: true }))}
          />
          <CoordinateField
            label={t('form.longitude')}
            placeholder={t('form.example', { value: '139.7671' })}
            value={values.longitude}
            error={shown.longitude}
            inputRef={longitudeRef}
            onChange={(longitude) => set({ longitude })}
            onBlur={() => setTouched((current) => ({ ...current, longitude: true }))}
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
            <NativeSelect.Field
              value={values.category}
              onChange={(event) => set({ category: event.target.value as SearchValues['category'] })}
            >
              <option value="">{t('form.allCategories')}</option>
              {CATEGORIES.map((category) => (
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
              {formatRadius(values.radius)}
            </Text>
          </Stack>
          {/* A native range input: keyboard, touch and screen readers work without a slider recipe in the theme. */}
          <chakra.input
            id={radiusId}
            type="range"
            min={RADIUS.min}
            max={RADIUS.max}
            step={RADIUS.step}
            value={values.radius}
            aria-valuetext={formatRadius(values.radius)}
            onChange={(event) => set({ radius: Number(event.target.value) })}
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
            loading={pending}
            loadingText={t('form.searching')}
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

interface CoordinateFieldProps {
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A number box with its error in a polite live region that is always in the page. */
function CoordinateField({
  label,
  placeholder,
  value,
  error,
  inputRef,
  onChange,
  onBlur,
}: CoordinateFieldProps): ReactNode {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} gap="1">
      <Field.Label>{label}</Field.Label>
      <Input
        ref={inputRef}
        size="lg"
        type="number"
        inputMode="decimal"
        step="any"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Text id={errorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
        {error}
      </Text>
    </Field.Root>
  );
}
