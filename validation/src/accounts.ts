// What an account's forms accept (docs/product/accounts.md): the fields the API
// validates its bodies with (api/src/services/auth/auth.ts adds what only the
// server can check: common passwords, tokens) and the forms the web app
// checks before sending, with the repeated password that stays in the browser.
import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './checks.js';
import { rule } from './rules.js';

/** An e-mail address, stored in lower case; each form words `invalid` its own way. */
export const emailAddress = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .toLowerCase()
    .max(254, invalid)
    .pipe(z.email({ error: invalid }));

export const email = emailAddress(rule('validation:accounts.email'));

const usernameRequired = rule('validation:accounts.usernameRequired');

export const username = z
  .string({ error: usernameRequired })
  .trim()
  .min(1, usernameRequired)
  .min(3, rule('validation:accounts.usernameMin'))
  .max(30, rule('validation:accounts.usernameMax'))
  .regex(/^[A-Za-z0-9._-]+$/, rule('validation:accounts.usernameCharacters'));

/** Optional: an empty name is no name (null). */
export const fullName = z
  .string({ error: rule('validation:accounts.fullNameText') })
  .trim()
  .max(100, rule('validation:accounts.fullNameMax'))
  .regex(NO_CONTROL_CHARACTERS, rule('validation:accounts.fullNameControl'))
  .nullish()
  .transform((value) => value || null);

export const MIN_PASSWORD_LENGTH = 8;

const passwordRequired = rule('validation:accounts.passwordRequired');

/**
 * Every new password, on sign-up, reset and change: 8 to 256 characters of any
 * kind, no composition rule (ASVS 6.2.5). `tooShort` is the wording of the form
 * it comes from.
 */
const newPassword = (tooShort: string) =>
  z
    .string({ error: passwordRequired })
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(256, rule('validation:accounts.passwordMax'));

export const signUpPassword = newPassword(rule('validation:accounts.passwordMin'));

/** A new password chosen on the reset page or the profile page. */
export const changedPassword = newPassword(rule('validation:accounts.newPasswordMin'));

/** The password that signs in: any, but not none. */
export const password = z.string({ error: passwordRequired }).min(1, passwordRequired);

/** The password that confirms a change to the account signed in. */
const currentPasswordRequired = rule('validation:accounts.currentPasswordRequired');
export const currentPassword = z.string({ error: currentPasswordRequired }).min(1, currentPasswordRequired);

/** Sign-in names anything: an account's name, or its e-mail address. */
export const signInName = z.string({ error: usernameRequired }).trim().min(1, usernameRequired);

/** A password typed twice: the second must match the first. */
const repeated = <Shape extends z.ZodRawShape>(shape: Shape, field: keyof Shape & string, mismatch: string) =>
  z
    .object({ ...shape, confirmPassword: z.string() })
    .refine((values: Record<string, unknown>) => values.confirmPassword === values[field], {
      message: mismatch,
      path: ['confirmPassword'],
    });

// The forms, as the web app validates them.

export const loginForm = z.object({ username: signInName, password });

export const registerForm = repeated(
  { username, email, fullName, password: signUpPassword },
  'password',
  rule('validation:accounts.passwordsDoNotMatch'),
);

export const emailForm = z.object({ email });

export const resetPasswordForm = repeated(
  { password: changedPassword },
  'password',
  rule('validation:accounts.newPasswordsDoNotMatch'),
);

export const changePasswordForm = repeated(
  { currentPassword, newPassword: changedPassword },
  'newPassword',
  rule('validation:accounts.newPasswordsDoNotMatch'),
);

export const changeEmailForm = z.object({ email, password: currentPassword });

/** Deleting the account asks for the password in its own words. */
const deletePasswordRequired = rule('validation:accounts.deletePasswordRequired');

export const deleteAccountForm = z.object({
  password: z.string({ error: deletePasswordRequired }).min(1, deletePasswordRequired),
});

export const profileForm = z.object({ fullName });
