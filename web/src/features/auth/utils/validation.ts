// Client-side checks for the account forms, worded as spec §5 and as the API's
// own rules (api/src/services/auth/auth.ts), so the server rarely has to say no.
// Each validator returns the first problem per field, like a form library would.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const validEmailMessage = 'Please enter a valid email address';

// The pattern the API's validator (zod's z.email) uses.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length > 254 || !emailPattern.test(trimmed)) return validEmailMessage;
  return undefined;
}

export type LoginField = 'username' | 'password';

export function validateLogin(values: Record<LoginField, string>): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

export type RegisterField = 'username' | 'email' | 'fullName' | 'password' | 'confirmPassword';

function validateUsername(username: string): string | undefined {
  const name = username.trim();
  if (!name) return 'Username is required';
  if (name.length < 3) return 'Username must be at least 3 characters';
  if (name.length > 30) return 'Username must be at most 30 characters';
  if (!/^[A-Za-z0-9._-]+$/.test(name)) {
    return 'Username can only contain letters, numbers, dots, hyphens and underscores';
  }
  return undefined;
}

export function validateRegister(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  errors.username = validateUsername(values.username);
  errors.email = validateEmail(values.email);
  if (values.fullName.trim().length > 100) errors.fullName = 'Full name must be at most 100 characters';
  if (values.password.length < 8) errors.password = 'Password must be at least 8 characters';
  else if (values.password.length > 256) errors.password = 'Password must be at most 256 characters';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  return withoutEmpty(errors);
}

export type ResetField = 'password' | 'confirmPassword';

export function validateNewPassword(password: string): string | undefined {
  if (password.length < 8) return 'Password must be at least 8 characters long';
  if (password.length > 256) return 'Password must be at most 256 characters';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  return undefined;
}

export function validateResetPassword(values: Record<ResetField, string>): FieldErrors<ResetField> {
  return withoutEmpty({
    password: validateNewPassword(values.password),
    confirmPassword: values.confirmPassword === values.password ? undefined : "Passwords don't match",
  });
}

function withoutEmpty<Field extends string>(errors: FieldErrors<Field>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
