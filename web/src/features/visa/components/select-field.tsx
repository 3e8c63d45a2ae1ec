import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { useId, type ChangeEvent, type Ref } from 'react';

interface SelectFieldProps {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select with its error underneath, tied to the select with
 * aria-describedby and announced from a polite live region that is always in
 * the page (the same pattern as the account forms' text fields).
 */
export function SelectField({ label, placeholder, options, value, onChange, error, disabled, ref }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <Field.Root id={id} invalid={Boolean(error)} gap="1">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg" disabled={disabled}>
        <NativeSelect.Field
          ref={ref}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text id={errorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
        {error}
      </Text>
    </Field.Root>
  );
}
