import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** What the control inside a FormField spreads, tying it to the field's hint and error. */
export interface ControlProps {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error underneath. Chakra's field gives
 * the control its id (so the label names it); the error is tied to the control
 * with aria-invalid and aria-describedby, and sits in a polite live region that
 * is always in the page, so a message that appears is announced.
 */
export function FormField({ label, error, hint, optional, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field.Root id={id} invalid={Boolean(error)} gap="1">
      <Field.Label>
        {label}
        {optional && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            {t('optional')}
          </Text>
        )}
      </Field.Label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      <Text id={errorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
        {error}
      </Text>
    </Field.Root>
  );
}

interface SelectControlProps {
  control: ControlProps;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select for use inside a FormField. */
export function SelectControl({ control, placeholder, options, value, onChange, ref }: SelectControlProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} value={value} onChange={(event) => onChange(event.target.value)} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
