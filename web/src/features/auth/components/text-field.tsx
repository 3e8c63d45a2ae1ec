import { Field } from '@chakra-ui/react/field';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its error underneath. The error is tied to the input
 * with aria-invalid and aria-describedby (Ark's field only sets
 * aria-errormessage, which few screen readers read), and sits in a polite live
 * region that is always in the page, so a message that appears while typing is
 * announced too.
 */
export function TextField({ label, error, hint, optional, ref, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field.Root id={id} invalid={Boolean(error)} gap="1">
      <Field.Label>
        {label}
        {optional && ' '}
        {optional && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {t('optional')}
          </Text>
        )}
      </Field.Label>
      <Input
        ref={ref}
        size="lg"
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      <Text id={errorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
        {error}
      </Text>
    </Field.Root>
  );
}

/** The auth forms' email field: the email keyboard and autofill, without spelling marks. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return <TextField label={t('fields.email')} type="email" autoComplete="email" spellCheck={false} {...props} />;
}
