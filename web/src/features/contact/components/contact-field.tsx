import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useId, type ChangeEvent } from 'react';

interface ContactFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** A textarea with this many rows instead of an input. */
  rows?: number;
  maxLength?: number;
}

/**
 * A labelled input or textarea with its error underneath, tied to it with
 * aria-invalid and aria-describedby, in a polite live region that is always in
 * the page so a new message is announced.
 */
export function ContactField({ label, rows, error, onChange, type = 'text', ...props }: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <Field.Root id={id} invalid={Boolean(error)} gap="1">
      <Field.Label>{label}</Field.Label>
      {rows ? (
        <Textarea size="lg" rows={rows} resize="vertical" {...shared} />
      ) : (
        <Input size="lg" type={type} {...shared} />
      )}
      <Text id={errorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
        {error}
      </Text>
    </Field.Root>
  );
}
