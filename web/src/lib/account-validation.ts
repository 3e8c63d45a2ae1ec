// Client-side checks for the account forms, worded as docs/product/accounts.md and as the API's
// own rules (api/src/services/auth/auth.ts), so the server rarely has to say no.
// Each validator returns the first problem per field, like a form library would,
// in the active language: forms validate on every render, so a language switch
// rewords the errors shown.
import { i18n } from '@/lib/i18n';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

// The pattern the API's validator (zod's z.email) uses.
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length > 254 || !emailPattern.test(trimmed)) return i18n.t('auth:validation.email');
  return undefined;
}

export type LoginField = 'username' | 'password';

export function validateLogin(values: Record<LoginField, string>): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!values.username.trim()) errors.username = i18n.t('auth:validation.usernameRequired');
  if (!values.password) errors.password = i18n.t('auth:validation.passwordRequired');
  return errors;
}

export type RegisterField = 'username' | 'email' | 'fullName' | 'password' | 'confirmPassword';

function validateUsername(username: string): string | undefined {
  const name = username.trim();
  if (!name) return i18n.t('auth:validation.usernameRequired');
  if (name.length < 3) return i18n.t('auth:validation.usernameTooShort');
  if (name.length > 30) return i18n.t('auth:validation.usernameTooLong');
  if (!/^[A-Za-z0-9._-]+$/.test(name)) return i18n.t('auth:validation.usernameCharacters');
  return undefined;
}

export function validateRegister(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  errors.username = validateUsername(values.username);
  errors.email = validateEmail(values.email);
  if (values.fullName.trim().length > 100) errors.fullName = i18n.t('auth:validation.fullNameTooLong');
  errors.password = validatePasswordLength(values.password, i18n.t('auth:validation.passwordTooShort'));
  if (values.confirmPassword !== values.password) {
    errors.confirmPassword = i18n.t('auth:validation.passwordsDoNotMatch');
  }
  return withoutEmpty(errors);
}

/**
 * The API's rule for every new password (sign-up, reset, change): 8 to 256
 * characters of any kind. The API also refuses the most common passwords; that
 * list is too heavy to ship to the browser, so its answer names the field instead.
 */
function validatePasswordLength(password: string, tooShort: string): string | undefined {
  if (password.length < 8) return tooShort;
  if (password.length > 256) return i18n.t('auth:validation.passwordTooLong');
  return undefined;
}

export type ResetField = 'password' | 'confirmPassword';

export const validateNewPassword = (password: string) =>
  validatePasswordLength(password, i18n.t('auth:validation.newPasswordTooShort'));

export function validateResetPassword(values: Record<ResetField, string>): FieldErrors<ResetField> {
  return withoutEmpty({
    password: validateNewPassword(values.password),
    confirmPassword:
      values.confirmPassword === values.password ? undefined : i18n.t('auth:validation.newPasswordsDoNotMatch'),
  });
}

function withoutEmpty<Field extends string>(errors: FieldErrors<Field>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
