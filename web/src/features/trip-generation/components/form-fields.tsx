import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

// The trip forms' fields. Each error sits under its field in a polite live
// region that is always in the page (so a new message is announced), tied to
// the control with aria-invalid and aria-describedby.

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <Text id={id} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
      {error}
    </Text>
  );
}

function Optional() {
  const { t } = useTranslation();
  return (
    <Text as="span" color="fg.muted" fontWeight="normal">
      {t('optional')}
    </Text>
  );
}

interface SelectFieldProps {
  label: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, placeholder, options, value, onChange, error, ref }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field.Root id={id} invalid={Boolean(error)} gap="1">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          ref={ref}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldError id={errorId} error={error} />
    </Field.Root>
  );
}

interface InputFieldProps extends Omit<InputProps, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input for numbers and times. */
export function InputField({ label, value, onChange, error, hint, optional, ref, ...inputProps }: InputFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root id={id} invalid={Boolean(error)} gap="1">
      <Field.Label>
        {label}
        {optional && ' '}
        {optional && <Optional />}
      </Field.Label>
      <Input
        ref={ref}
        size="lg"
        {...inputProps}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      <FieldError id={errorId} error={error} />
    </Field.Root>
  );
}

interface ToggleGroupProps {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Receives the first toggle, so a failed submit can move focus here. */
  firstRef?: Ref<HTMLButtonElement>;
}

/**
 * Multi-select as a row of toggle buttons (aria-pressed) in a fieldset, so the
 * legend names the group: the preferences and the cities.
 */
export function ToggleGroup({
  legend,
  options,
  selected,
  onToggle,
  error,
  hint,
  optional,
  firstRef,
}: ToggleGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box as="fieldset" aria-describedby={describedBy} minW="0">
      <Box as="legend" textStyle="sm" fontWeight="medium" mb="2">
        {legend}
        {optional && ' '}
        {optional && <Optional />}
      </Box>
      {hint && (
        <Text id={hintId} textStyle="sm" color="fg.muted" mb="2">
          {hint}
        </Text>
      )}
      <Flex wrap="wrap" gap="2">
        {options.map((option, index) => {
          const pressed = selected.includes(option.value);
          return (
            <Button
              key={option.value}
              ref={index === 0 ? firstRef : undefined}
              type="button"
              size="sm"
              rounded="full"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              onClick={() => onToggle(option.value)}
            >
              {pressed && <span aria-hidden="true">✓</span>}
              {option.label}
            </Button>
          );
        })}
      </Flex>
      <Box mt="1">
        <FieldError id={errorId} error={error} />
      </Box>
    </Box>
  );
}

/** Adds `value` to a selection, or takes it out when it is already there. */
export const toggled = (selection: readonly string[], value: string) =>
  selection.includes(value) ? selection.filter((item) => item !== value) : [...selection, value];
