import { builder } from '../builder.js';

builder.prismaObject('User', {
  description: 'A Lakbay account. Only its owner can read it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Stable numeric id.' }),
    username: t.exposeString('username', { description: 'The name the user signs in with, as they typed it.' }),
    email: t.exposeString('email', { description: 'The e-mail address, lower-cased.' }),
    fullName: t.exposeString('fullName', { nullable: true, description: 'Full name, if given.' }),
    isVerified: t.exposeBoolean('isVerified', { description: 'Whether the e-mail address has been verified.' }),
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
