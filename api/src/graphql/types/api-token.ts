// API tokens for the partner API, managed on /profile with a cookie session
// only: a token can neither list, create nor revoke tokens (token-access.ts
// refuses it first, `sessionUserOf` again here).
import { ApiTokenScope } from '../../generated/prisma/enums.js';
import type { ApiTokenSummary } from '../../services/api-tokens/api-tokens.js';
import { builder } from '../builder.js';
import { sessionUserOf } from '../context.js';

export const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'What an API token may do. A missing scope answers FORBIDDEN naming it (`requiredScope`).',
  values: {
    TRIPS_READ: {
      value: ApiTokenScope.trips_read,
      description: 'trips:read — read trips (`trips`, `trip`, `tripCounts`).',
    },
    TRIPS_WRITE: {
      value: ApiTokenScope.trips_write,
      description: 'trips:write — save, create, edit, move and delete trips.',
    },
    GENERATE: { value: ApiTokenScope.generate, description: 'generate — plan itineraries with `generateTrip`.' },
  },
});

const ApiTokenRef = builder.objectRef<ApiTokenSummary>('ApiToken').implement({
  description: 'A personal API token, as its owner sees it in the list: never the token itself.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Stable numeric id; pass it to `revokeApiToken`.' }),
    name: t.exposeString('name', { description: 'The owner’s label for the token.' }),
    prefix: t.exposeString('prefix', { description: 'The token’s first characters, e.g. lkb_Ab12Cd34.' }),
    scopes: t.field({
      type: [ApiTokenScopeEnum],
      description: 'What the token may do.',
      resolve: (token) => token.scopes,
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the token stops working; null: never.',
    }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the token was last used, to the minute; null: never used.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the token was created.' }),
  }),
});

const CreatedApiTokenRef = builder
  .objectRef<{ token: string; apiToken: ApiTokenSummary }>('CreatedApiToken')
  .implement({
    description: 'A new API token. `token` is shown this once: Lakbay stores only its hash.',
    fields: (t) => ({
      token: t.exposeString('token', {
        description: 'The token to send as `Authorization: Bearer <token>`. Copy it now; it cannot be shown again.',
      }),
      apiToken: t.field({
        type: ApiTokenRef,
        description: 'The token as it appears in the list.',
        resolve: (created) => created.apiToken,
      }),
    }),
  });

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new API token’s name, scopes and lifetime.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'A label, 1 to 60 characters, e.g. "Booking sync".' }),
    scopes: t.field({ type: [ApiTokenScopeEnum], required: true, description: 'At least one scope.' }),
    expiresInDays: t.int({ required: false, description: 'Days until it expires, 1 to 365; null: never.' }),
  }),
});

builder.queryField('apiTokens', (t) =>
  t.field({
    type: [ApiTokenRef],
    description: 'The signed-in user’s API tokens that are not revoked, newest first. Web session only.',
    resolve: (_root, _args, context) => context.services.apiTokens.list(sessionUserOf(context)),
  }),
);

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiTokenRef,
    description: 'Creates an API token for the partner API (verified users, at most 20). Web session only.',
    args: { input: t.arg({ type: CreateApiTokenInput, required: true, description: 'Name, scopes, lifetime.' }) },
    resolve: (_root, { input }, context) => context.services.apiTokens.create(sessionUserOf(context), input),
  }),

  revokeApiToken: t.boolean({
    description: 'Revokes one of the user’s API tokens: its next request answers UNAUTHENTICATED. Web session only.',
    args: { id: t.arg.int({ required: true, description: 'The token’s id.' }) },
    resolve: (_root, { id }, context) => context.services.apiTokens.revoke(sessionUserOf(context), id),
  }),
}));
