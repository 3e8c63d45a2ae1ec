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

import { useCurrentLocation } from '@/features/local-secrets/hooks/use-current-location';
import {
  CATEGORY_LABELS,
  formatRadius,
  parseCoordinate,
  RADIUS,
  roundCoordinate,
} from '@/features/local-secrets/utils/format';
import type { LocalSecretCategory } from '@/gql/graphql';

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

/** The API's messages (api/src/services/local-secrets), shown before a request is sent. */
export const searchMessages = {
  latitudeRequired: 'Please enter a latitude',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRequired: 'Please enter a longitude',
  longitudeRange: 'Longitude must be between -180 and 180',
  needsLocation: 'Use your current location or enter a latitude to search.',
};

function coordinateError(text: string, limit: number, required: string, range: string): string | undefined {
  if (text.trim() === '') return required;
  const value = parseCoordinate(text);
  return value === null || Math.abs(value) > limit ? range : undefined;
}

export const validateSearch = (values: SearchValues) => ({
  latitude: coordinateError(values.latitude, 90, searchMessages.latitudeRequired, searchMessages.latitudeRange),
  longitude: coordinateError(values.longitude, 180, searchMessages.longitudeRequired, searchMessages.longitudeRange),
});

interface SearchFormProps {
  values: SearchValues;
  onChange: Dispatch<SetStateAction<SearchValues>>;
  onSearch: (request: SearchRequest) => void;
  pending: boolean;
}

/**
 * Spec §2: Use Current Location, latitude and longitude, an optional category,
 * the radius slider in km, and Find Local Secrets, which stays disabled while
 * the latitude is 0 (or empty) or a search is pending (spec §5).
 */
export function SearchForm({ values, onChange, onSearch, pending }: SearchFormProps) {
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
    onSearch({
      latitude: parseCoordinate(values.latitude)!,
      longitude: parseCoordinate(values.longitude)!,
      category: values.category || null,
      radius: values.radius,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Find local secrets">
      <Stack gap="4">
        <Button type="button" variant="outline" size="lg" onClick={locate} loading={locating} loadingText="Locating...">
          Use Current Location
        </Button>
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          or enter coordinates
        </Text>
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
          <CoordinateField
            label="Latitude"
            placeholder="e.g. 35.6812"
            value={values.latitude}
            error={shown.latitude}
            inputRef={latitudeRef}
            onChange={(latitude) => set({ latitude })}
            onBlur={() => setTouched((current) => ({ ...current, latitude: true }))}
          />
          <CoordinateField
            label="Longitude"
            placeholder="e.g. 139.7671"
            value={values.longitude}
            error={shown.longitude}
            inputRef={longitudeRef}
            onChange={(longitude) => set({ longitude })}
            onBlur={() => setTouched((current) => ({ ...current, longitude: true }))}
          />
        </Grid>
        <Field.Root gap="1">
          <Field.Label>
            Category{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (optional)
            </Text>
          </Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={values.category}
              onChange={(event) => set({ category: event.target.value as SearchValues['category'] })}
            >
              <option value="">All categories</option>
              {Object.entries(CATEGORY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box>
          <Stack direction="row" justify="space-between" mb="1">
            <chakra.label htmlFor={radiusId} fontWeight="medium" textStyle="sm">
              Search radius
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
            loadingText="Searching..."
            aria-describedby={latitudeIsZero ? hintId : undefined}
          >
            Find Local Secrets
          </Button>
          {latitudeIsZero && (
            <Text id={hintId} mt="2" textStyle="sm" color="fg.muted">
              {searchMessages.needsLocation}
            </Text>
          )}
        </Box>
      </Stack>
    </form>
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
