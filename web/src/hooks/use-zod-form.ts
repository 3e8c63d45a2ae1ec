import { readRuleMessage, type RuleMessage } from '@lakbay/validation/rule-message';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';

import { toast } from '@/lib/toast';
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

type Rules = z.ZodType<FieldValues, FieldValues>;

/** How long a check waits for its rules before the submit button shows progress. */
const PROGRESS_AFTER_MS = 150;

/** A form's rules and zod's resolver for react-hook-form, downloaded together. */
const loadRulesAndResolver = <Schema extends Rules>(loadRules: () => Promise<Schema>) =>
  Promise.all([loadRules(), import('@hookform/resolvers/zod').then((module) => module.zodResolver)]);

/**
 * The one way to build a form (docs/decisions/037-shared-validation.md):
 * react-hook-form checked by a zod schema of the validation package, the same
 * rules the API applies. A rule's message is a catalogue key; `field()` hands a
 * field component its registration and its error in the active language, so a
 * language switch rewords the errors shown. On a submit with errors, focus
 * moves to the first field in error, so keyboard and screen-reader users hear
 * what to fix.
 *
 * `loadRules` imports the schema: zod and the rules load when a field is first
 * focused or the form first checked, not with the page (docs/decisions/038),
 * and `checking` is true while a check waits for them; `submitProgress` shows
 * it on the submit button.
 */
export function useZodForm<Schema extends Rules>(
  loadRules: () => Promise<Schema>,
  { defaultValues, mode = 'submit' }: ZodFormOptions<z.input<Schema>>,
) {
  // Loads the rules' messages, and renders again when the language changes.
  const { t } = useTranslation(['validation', 'common']);
  // The latest loader: a form's rules may depend on its props (the API's limits, the trip's currencies).
  const latestRules = useRef(loadRules);
  useLayoutEffect(() => {
    latestRules.current = loadRules;
  });
  const rulesLoaded = useRef(false);
  const [checking, setChecking] = useState(false);

  const [resolver] = useState((): Resolver<z.input<Schema>, unknown, z.output<Schema>> => async (...args) => {
    // Progress shows only when the download is noticeable: cached rules would make the button flicker.
    const showProgress = rulesLoaded.current ? undefined : setTimeout(() => setChecking(true), PROGRESS_AFTER_MS);
    let loaded: Awaited<ReturnType<typeof loadRulesAndResolver<Schema>>>;
    try {
      loaded = await loadRulesAndResolver(latestRules.current);
      rulesLoaded.current = true;
    } catch {
      // The rules did not download (offline before they were cached): say so, and send nothing.
      toast({
        type: 'error',
        title: i18n.t('common:rulesUnavailable.title'),
        description: i18n.t('common:rulesUnavailable.description'),
      });
      // A root error stops the submit; the toast has said why.
      const errors = { root: { type: 'rules', message: i18n.t('common:rulesUnavailable.title') } };
      return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
    } finally {
      clearTimeout(showProgress);
      setChecking(false);
    }
    const [schema, zodResolver] = loaded;
    return (zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>)(...args);
  });
  /** Fetches the rules ahead of the first check. */
  const prepare = () => {
    if (!rulesLoaded.current) void loadRulesAndResolver(latestRules.current).catch(() => undefined);
  };

  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    mode: MODES[mode],
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, isSubmitted, dirtyFields } = form.formState;

  type Name = Path<z.input<Schema>>;

  /**
   * The error of `name` to show, in the active language. A list whose items are fields of their own
   * (an expense's exact amounts) gets its own error under `root`: the resolver files it there.
   */
  const errorOf = (name: Name): string | undefined => {
    const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
    const text = error?.message ?? error?.root?.message;
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
    onFocus: prepare,
    // The value is in the server-rendered page too, before the script registers the field.
    defaultValue: get(defaultValues, name) as string | undefined,
    error: errorOf(name),
  });

  /** Puts the cursor back in a field, e.g. the one a server error is about. */
  const focus = (name: Name) => form.setFocus(name);

  /**
   * A submit button's progress (Chakra's `loading` and `loadingText`): `pendingText` while the
   * request runs, "Checking..." while the rules load, since nothing is sent yet.
   */
  const submitProgress = (pending: boolean, pendingText: string) => ({
    loading: pending || checking,
    loadingText: checking ? t('common:actions.checking') : pendingText,
  });

  return { ...form, field, errorOf, focus, checking, submitProgress };
}

/**
 * A loader for rules a form builds from values (limits, currencies): built
 * once, on the first check, and fetched again after a failed load.
 */
export function rulesOnce<Schema extends Rules>(load: () => Promise<Schema>): () => Promise<Schema> {
  let rules: Promise<Schema> | undefined;
  return () =>
    (rules ??= load().catch((error: unknown) => {
      rules = undefined;
      throw error;
    }));
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
