import { signOut } from '../../http/session.js';
import { asLocale, LOCALES, type Locale } from '../../lib/i18n.js';
import { builder } from '../builder.js';
import { requestMeta, sessionUserOf } from '../context.js';
import { AuthMessage } from './auth.js';

const LocaleEnum = builder.enumType('Locale', {
  description: 'A language Lakbay speaks.',
  values: {
    en: { description: 'English, the default.' },
    fil: { description: 'Filipino.' },
  } satisfies Record<Locale, { description: string }>,
});

builder.prismaObject('User', {
  description: 'A Lakbay account. Only its owner can read it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Stable numeric id.' }),
    username: t.exposeString('username', { description: 'The name the user signs in with, as they typed it.' }),
    email: t.exposeString('email', { description: 'The e-mail address, lower-cased.' }),
    fullName: t.exposeString('fullName', { nullable: true, description: 'Full name, if given.' }),
    isVerified: t.exposeBoolean('isVerified', { description: 'Whether the e-mail address has been verified.' }),
    locale: t.field({
      type: LocaleEnum,
      description: 'The language of the web app, the e-mails and the API’s messages for this user.',
      select: { locale: true },
      resolve: (user) => asLocale(user.locale),
    }),
  }),
});

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (query, _root, _args, context) =>
      context.userId === null ? null : context.services.users.findById(context.userId, query),
  }),
);

// ---------------------------------------------------------------------------
// The profile page. Web session only (token-access.ts, `sessionUserOf`).

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'The profile’s plain details.',
  fields: (t) => ({
    fullName: t.string({ required: false, description: 'Up to 100 characters; empty or null clears it.' }),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'A new password, confirmed with the current one.',
  fields: (t) => ({
    currentPassword: t.string({ required: true, description: 'The password the user signs in with now.' }),
    newPassword: t.string({
      required: true,
      description: '8 to 256 characters of any kind, and not one of the most common passwords.',
    }),
  }),
});

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  description: 'A new e-mail address, confirmed with the password.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The new address; it must be verified again.' }),
    password: t.string({ required: true, description: 'The current password.' }),
  }),
});

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: 'User',
    description: 'Changes the signed-in user’s full name.',
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'The new details.' }) },
    resolve: (query, _root, { input }, context) =>
      context.services.users.updateProfile(sessionUserOf(context), input, query),
  }),

  changePassword: t.field({
    type: AuthMessage,
    description:
      'Sets a new password after checking the current one; every other session is signed out, this one stays, and every API token is revoked.',
    args: { input: t.arg({ type: ChangePasswordInput, required: true, description: 'Current and new password.' }) },
    resolve: async (_root, { input }, context) =>
      context.services.auth.changePassword(
        sessionUserOf(context),
        input,
        context.req.sessionID ?? null,
        await requestMeta(context),
      ),
  }),

  changeEmail: t.prismaField({
    type: 'User',
    description:
      'Moves the account to a new e-mail address and mails a verification link there; until it is verified, protected operations answer FORBIDDEN.',
    args: { input: t.arg({ type: ChangeEmailInput, required: true, description: 'New address and password.' }) },
    resolve: async (query, _root, { input }, context) => {
      const user = await context.services.auth.changeEmail(sessionUserOf(context), input, await requestMeta(context));
      return context.services.users.getById(user.id, query);
    },
  }),

  updateLocale: t.prismaField({
    type: 'User',
    description: 'Sets the signed-in user’s language: the web app applies it at sign-in, e-mails and messages use it.',
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: `One of ${LOCALES.join(', ')}.` }),
    },
    resolve: (query, _root, { locale }, context) =>
      context.services.users.updateLocale(sessionUserOf(context), locale, query),
  }),

  deleteAccount: t.boolean({
    description:
      'Deletes the signed-in account for good after checking its password, with its trips, API tokens and every session, and signs this browser out.',
    args: { password: t.arg.string({ required: true, description: 'The current password.' }) },
    resolve: async (_root, { password }, context) => {
      await context.services.auth.deleteAccount(sessionUserOf(context), { password }, await requestMeta(context));
      await signOut(context.req, context.res);
      return true;
    },
  }),
}));
