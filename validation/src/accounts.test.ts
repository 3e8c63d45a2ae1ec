import { describe, expect, it } from 'vitest';
import { changePasswordForm, deleteAccountForm, loginForm, registerForm, resetPasswordForm } from './accounts.js';

/** Each field's first message, as a form shows it. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the account forms', () => {
  it('hand over what the API stores: trimmed names, a lower-case address, an empty full name as none', () => {
    const parsed = registerForm.parse({
      username: '  juan.dela-cruz ',
      email: ' Juan@Example.PH ',
      fullName: '   ',
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
    expect(parsed).toEqual({
      username: 'juan.dela-cruz',
      email: 'juan@example.ph',
      fullName: null,
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
  });

  it('say each problem by its catalogue key, on the field it concerns', () => {
    const result = registerForm.safeParse({
      username: 'ab',
      email: 'not-an-address',
      fullName: 'x'.repeat(101),
      password: 'short',
      confirmPassword: 'other',
    });
    expect(errorsOf(result)).toEqual({
      username: 'validation:accounts.usernameMin',
      email: 'validation:accounts.email',
      fullName: 'validation:accounts.fullNameMax',
      password: 'validation:accounts.passwordMin',
      confirmPassword: 'validation:accounts.passwordsDoNotMatch',
    });
    const mismatch = registerForm.safeParse({
      username: 'juan',
      email: 'juan@example.ph',
      fullName: '',
      password: 'a long passphrase',
      confirmPassword: 'another one',
    });
    expect(errorsOf(mismatch)).toEqual({ confirmPassword: 'validation:accounts.passwordsDoNotMatch' });
  });

  it('word the same rule as each form does', () => {
    expect(errorsOf(loginForm.safeParse({ username: ' ', password: '' }))).toEqual({
      username: 'validation:accounts.usernameRequired',
      password: 'validation:accounts.passwordRequired',
    });
    expect(errorsOf(resetPasswordForm.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'validation:accounts.newPasswordMin',
    });
    expect(
      errorsOf(
        changePasswordForm.safeParse({ currentPassword: '', newPassword: 'x'.repeat(257), confirmPassword: '' }),
      ),
    ).toEqual({
      currentPassword: 'validation:accounts.currentPasswordRequired',
      newPassword: 'validation:accounts.passwordMax',
      confirmPassword: 'validation:accounts.newPasswordsDoNotMatch',
    });
    expect(errorsOf(deleteAccountForm.safeParse({ password: '' }))).toEqual({
      password: 'validation:accounts.deletePasswordRequired',
    });
  });
});
