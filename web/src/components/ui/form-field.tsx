import { Field } from '@chakra-ui/react/field';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { Textarea, type TextareaProps } from '@chakra-ui/react/textarea';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

// Every form's labelled fields. The error is tied to the control with
// aria-invalid and aria-describedby (Ark's field only sets aria-errormessage,
// which few screen readers read), and sits in a polite live region that is
// always in the page, so a message that appears while typing is announced too.

/** The ids of a field's hint and error, and the aria-describedby naming the ones shown. */
export function useFieldDescription(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** A field's error; rendered even when empty so the live region is there before the message. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <Text id={id} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
      {error}
    </Text>
  );
}

/** The muted " optional" after a label or legend (fields are required unless marked). */
export function OptionalMark() {
  const { t } = useTranslation('common');
  return (
    <>
      {' '}
      <Text as="span" color="fg.muted" fontWeight="normal">
        {t('optional')}
      </Text>
    </>
  );
}

/** What the control inside a FormField spreads, tying it to the field's hint and error. */
export interface FieldControlProps {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldLabelling {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean | undefined;
}

interface FormFieldProps extends FieldLabelling {
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error underneath, for controls the
 * fields below do not cover (a textarea). Chakra's field gives the control its
 * id, so the label names it.
 */
export function FormField({ label, error, hint, optional, children }: FormFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldDescription(hint, error);
  return (
    <Field.Root id={id} invalid={Boolean(error)} gap="1">
      <Field.Label>
        {label}
        {optional && <OptionalMark />}
      </Field.Label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      <FieldError id={errorId} error={error} />
    </Field.Root>
  );
}

export interface TextFieldProps extends FieldLabelling, Omit<InputProps, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input (text, email, password, number, date, time); large unless a size is given. */
export function TextField({ label, error, hint, optional, ref, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} optional={optional}>
      {(control) => <Input ref={ref} size="lg" {...inputProps} {...control} />}
    </FormField>
  );
}

export interface TextareaFieldProps extends FieldLabelling, Omit<TextareaProps, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea that grows downwards when dragged; large unless a size is given. */
export function TextareaField({ label, error, hint, optional, ref, ...textareaProps }: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} optional={optional}>
      {(control) => <Textarea ref={ref} size="lg" resize="vertical" {...textareaProps} {...control} />}
    </FormField>
  );
}

interface SelectFieldProps extends FieldLabelling {
  /** An empty first choice, for a select that starts with nothing chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  size?: NativeSelectRootProps['size'];
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Controlled (`value` and `onChange`), or left to the browser (`name` and
 * `defaultValue`) for a form that works before the page has hydrated: what
 * the reader chose then stays chosen, and the form reads it when sent.
 */
type SelectFieldValue =
  | { value: string; onChange: (value: string) => void; name?: undefined; defaultValue?: undefined }
  | { name: string; defaultValue: string; onChange?: (value: string) => void; value?: undefined };

/** A labelled native select (the phone's own picker); large unless a size is given. */
export function SelectField({
  placeholder,
  options,
  size = 'lg',
  ref,
  value,
  defaultValue,
  name,
  onChange,
  ...labelling
}: SelectFieldProps & SelectFieldValue) {
  return (
    <FormField {...labelling}>
      {(control) => (
        <NativeSelect.Root size={size}>
          <NativeSelect.Field
            ref={ref}
            name={name}
            value={value}
            defaultValue={defaultValue}
            onChange={(event) => onChange?.(event.target.value)}
            {...control}
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
      )}
    </FormField>
  );
}
