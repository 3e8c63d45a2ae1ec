import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { hasErrors, type FieldErrors } from '@/lib/account-validation';

interface UseFormOptions<Field extends string> {
  initialValues: Record<Field, string>;
  validate: (values: Record<Field, string>) => FieldErrors<Field>;
  /**
   * 'submit' (default): errors appear on the first submit, then follow every
   * change. 'change': a field's error appears as soon as it is edited (the password
   * reset form, docs/product/accounts.md).
   */
  mode?: 'submit' | 'change';
}

/**
 * Values, errors and submit handling for the small account forms. On a submit
 * with errors, focus moves to the first field in error, so keyboard and
 * screen-reader users hear what to fix.
 */
export function useForm<Field extends string>({ initialValues, validate, mode = 'submit' }: UseFormOptions<Field>) {
  const [values, setValues] = useState(initialValues);
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<Field, HTMLInputElement>());

  const allErrors = validate(values);
  const shown = (field: Field) => submitted || (mode === 'change' && edited.has(field));
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(allErrors) as Field[]) {
    if (shown(field)) errors[field] = allErrors[field];
  }

  const register = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
  });

  const handleSubmit = (onValid: (values: Record<Field, string>) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    if (hasErrors(found)) {
      const first = (Object.keys(initialValues) as Field[]).find((field) => found[field]);
      if (first) inputs.current.get(first)?.focus();
      return;
    }
    return onValid(values);
  };

  /** Puts the cursor back in a field, e.g. the one a server error is about. */
  const focus = (field: Field) => inputs.current.get(field)?.focus();

  return { values, errors, register, handleSubmit, focus };
}
