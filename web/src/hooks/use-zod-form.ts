import { zodResolver } from '@hookform/resolvers/zod';
import { readRuleMessage, type RuleMessage } from '@lakbay/validation/rule-message';
import { useTranslation } from 'react-i18next';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

import { i18n } from '@/lib/i18n';

interface ZodFormOptions<Values> {
  defaultValues: DefaultValues<Values>;
  /**
   * 'submit' (default): errors appear on the first submit, then follow every
   * change. 'change': a field's error appears as soon as it is edited (the
   * password reset form, docs/product/accounts.md). 'touched': once a field
   * has been left, then on every change (the Local Secrets coordinates).
   */
  mode?: 'submit' | 'change' | 'touched';
}

const MODES = { submit: 'onSubmit', change: 'onChange', touched: 'onTouched' } as const;

/**
 * The one way to build a form (docs/decisions/037-shared-validation.md):
 * react-hook-form checked by a zod schema of the validation package, the same
 * rules the API applies. A rule's message is a catalogue key; `field()` hands a
 * field component its registration and its error in the active language, so a
 * language switch rewords the errors shown. On a submit with errors, focus
 * moves to the first field in error, so keyboard and screen-reader users hear
 * what to fix.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { defaultValues, mode = 'submit' }: ZodFormOptions<z.input<Schema>>,
) {
  // Loads the rules' messages, and renders again when the language changes.
  useTranslation('validation');
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: MODES[mode],
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, isSubmitted, dirtyFields } = form.formState;

  type Name = Path<z.input<Schema>>;

  /** The error of `name` to show, in the active language. */
  const errorOf = (name: Name): string | undefined => {
    const text = (get(errors, name) as { message?: string } | undefined)?.message;
    return text ? translateRule(text) : undefined;
  };

  /**
   * A field's registration and error, for the field components. `revalidates`:
   * fields whose rule reads this one (the repeated password), checked again on
   * each change once their error can show.
   */
  const field = (name: Name, { revalidates = [] }: { revalidates?: Name[] } = {}) => ({
    ...form.register(name, {
      deps: revalidates.filter((other) => isSubmitted || Boolean(get(dirtyFields, other))),
    }),
    // The value is in the server-rendered page too, before the script registers the field.
    defaultValue: get(defaultValues, name) as string | undefined,
    error: errorOf(name),
  });

  /** Puts the cursor back in a field, e.g. the one a server error is about. */
  const focus = (name: Name) => form.setFocus(name);

  return { ...form, field, errorOf, focus };
}

/** A rule's message (a catalogue key with its variables) in the active language; zod's own English as it is. */
export function translateRule(text: string): string {
  const rule = readRuleMessage(text, (key) => i18n.exists(key));
  return rule ? translated(rule) : text;
}

const translated = ({ key, params }: RuleMessage): string =>
  i18n.t(
    key as never,
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? translated(value) : value]),
    ),
  );
