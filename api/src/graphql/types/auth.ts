// Account mutations: the GraphQL twin of rest/auth.ts, over the same auth
// service and the same session helpers. `me` lives in ./user.ts.
import { sessionUserId, signIn, signOut } from '../../http/session.js';
import { translate, type MessageLike } from '../../lib/messages.js';
import { builder } from '../builder.js';
import { requestMeta } from '../context.js';

export const AuthMessage = builder.objectRef<{ message: MessageLike }>('AuthMessage').implement({
  description: 'A sentence to show the user.',
  fields: (t) => ({
    message: t.string({
      description: 'A sentence to show the user, in their language.',
      resolve: async (answer, _args, context) => translate(await context.locale(), answer.message),
    }),
  }),
});

const EmailVerification = builder
  .objectRef<{ message: MessageLike; alreadyVerified: boolean }>('EmailVerification')
  .implement({
    description: 'The outcome of following a verification link.',
    fields: (t) => ({
      message: t.string({
        description: 'A sentence to show the user, in their language.',
        resolve: async (answer, _args, context) => translate(await context.locale(), answer.message),
      }),
      alreadyVerified: t.exposeBoolean('alreadyVerified', {
        description: 'The link was already used and the signed-in user is verified: nothing to do.',
      }),
    }),
  });

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'A new account (the Sign Up form).',
  fields: (t) => ({
    username: t.string({ required: true, description: '3 to 30 letters, numbers, dots, hyphens or underscores.' }),
    email: t.string({ required: true, description: 'Where the verification link goes; unique regardless of case.' }),
    fullName: t.string({ required: false, description: 'Up to 100 characters; optional.' }),
    password: t.string({
      required: true,
      description: '8 to 256 characters of any kind, and not one of the most common passwords.',
    }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  description: 'Sign-in credentials.',
  fields: (t) => ({
    username: t.string({ required: true, description: 'Matched regardless of case.' }),
    password: t.string({ required: true, description: 'The account’s password.' }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'A new password set from the link in the reset e-mail.',
  fields: (t) => ({
    token: t.string({ required: true, description: 'From the link in the reset e-mail.' }),
    password: t.string({
      required: true,
      description: '8 to 256 characters of any kind, and not one of the most common passwords.',
    }),
  }),
});

builder.mutationFields((t) => ({
  register: t.prismaField({
    type: 'User',
    description: 'Creates an account, signs it in and sends the verification e-mail.',
    args: { input: t.arg({ type: RegisterInput, required: true, description: 'The new account.' }) },
    resolve: async (query, _root, { input }, context) => {
      const user = await context.services.auth.register(input, await requestMeta(context));
      await signIn(context.req, user.id);
      return context.services.users.getById(user.id, query);
    },
  }),

  login: t.prismaField({
    type: 'User',
    description:
      'Signs in. An unverified user signs in too (`isVerified: false`); protected operations then answer FORBIDDEN.',
    args: { input: t.arg({ type: LoginInput, required: true, description: 'Username and password.' }) },
    resolve: async (query, _root, { input }, context) => {
      const user = await context.services.auth.login(input, await requestMeta(context));
      await signIn(context.req, user.id);
      return context.services.users.getById(user.id, query);
    },
  }),

  logout: t.boolean({
    description: 'Ends the session. True even when nobody was signed in.',
    resolve: async (_root, _args, context) => {
      await signOut(context.req, context.res);
      return true;
    },
  }),

  verifyEmail: t.field({
    type: EmailVerification,
    description: 'Marks the address verified. Each link works once and for 24 hours.',
    args: { token: t.arg.string({ required: true, description: 'From the link in the verification e-mail.' }) },
    resolve: (_root, { token }, context) => context.services.auth.verifyEmail(token, sessionUserId(context.req)),
  }),

  resendVerification: t.field({
    type: AuthMessage,
    description: 'Sends a new verification link. The answer does not say whether the address has an account.',
    args: { email: t.arg.string({ required: true, description: 'The account’s e-mail address.' }) },
    resolve: async (_root, { email }, context) =>
      context.services.auth.resendVerification({ email }, await requestMeta(context)),
  }),

  forgotPassword: t.field({
    type: AuthMessage,
    description:
      'Sends a password-reset link (valid 1 hour). The answer does not say whether the address has an account.',
    args: { email: t.arg.string({ required: true, description: 'The account’s e-mail address.' }) },
    resolve: async (_root, { email }, context) =>
      context.services.auth.forgotPassword({ email }, await requestMeta(context)),
  }),

  resetPassword: t.field({
    type: AuthMessage,
    description:
      'Sets a new password with the token from the e-mail, signs the account out everywhere else and revokes its API tokens.',
    args: { input: t.arg({ type: ResetPasswordInput, required: true, description: 'Token and new password.' }) },
    resolve: (_root, { input }, context) => context.services.auth.resetPassword(input, context.req.sessionID ?? null),
  }),
}));
