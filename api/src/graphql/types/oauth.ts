// OAuth for /mcp, the web app's side (docs/decisions/046-mcp-oauth.md): the consent page reads the
// request and allows or denies it, and /profile lists and disconnects the connected apps. Web session
// only: a token can do none of it (token-access.ts lists none of these fields).
import { AppError } from '../../lib/errors.js';
import { message } from '../../lib/messages.js';
import {
  AuthorizationRefused,
  type AuthorizationRequest,
  type ConnectedApp,
  type ConsentRequest,
} from '../../services/oauth/oauth.js';
import { builder } from '../builder.js';
import { sessionUserOf } from '../context.js';
import { ApiTokenScopeEnum } from './api-token.js';

const OAuthAuthorizationInput = builder.inputType('OAuthAuthorizationInput', {
  description: 'The authorization request as the client sent it to /authorize (OAuth 2.1 parameter names).',
  fields: (t) => ({
    client_id: t.string({ required: true, description: 'The registered client’s id.' }),
    redirect_uri: t.string({ required: true, description: 'One of the client’s registered redirect URIs, exactly.' }),
    response_type: t.string({ required: true, description: 'Always `code`.' }),
    code_challenge: t.string({ required: true, description: 'The PKCE S256 challenge.' }),
    code_challenge_method: t.string({ required: true, description: 'Always `S256`.' }),
    scope: t.string({ required: false, description: 'Space-separated scopes; none: every scope.' }),
    state: t.string({ required: false, description: 'Passed back to the client unchanged.' }),
    resource: t.string({ required: false, description: 'The resource (RFC 8707), the /mcp address.' }),
  }),
});

/** GraphQL's nulls as absent parameters. */
function requestOf(input: Record<string, string | null | undefined>): AuthorizationRequest {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as AuthorizationRequest;
}

/** A request that cannot go on, as the catalogue's message; `redirectTo` when the client may be told. */
async function refusalAsAppError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AuthorizationRefused)) throw error;
    throw new AppError('BAD_USER_INPUT', message('tokens:oauthInvalidRequest', { reason: error.message }), {
      oauthError: error.error.errorCode,
      ...(error.location ? { redirectTo: error.location } : {}),
    });
  }
}

const OAuthConsentRef = builder.objectRef<ConsentRequest>('OAuthConsent').implement({
  description: 'What the consent page shows: the app that asks, where the answer goes, and what it may do.',
  fields: (t) => ({
    clientName: t.exposeString('clientName', { description: 'The name the app registered with (its own words).' }),
    redirectHost: t.exposeString('redirectHost', { description: 'The host the browser returns to, e.g. chatgpt.com.' }),
    scopes: t.field({ type: [ApiTokenScopeEnum], description: 'What the app asks to do.', resolve: (c) => c.scopes }),
  }),
});

const ConnectedAppRef = builder.objectRef<ConnectedApp>('ConnectedApp').implement({
  description: 'An app the user connected with OAuth (e.g. ChatGPT or Claude), as listed on /profile.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Stable numeric id; pass it to `revokeConnectedApp`.' }),
    clientName: t.exposeString('clientName', { description: 'The name the app registered with.' }),
    redirectHost: t.exposeString('redirectHost', { description: 'The host of its registered redirect URI.' }),
    scopes: t.field({ type: [ApiTokenScopeEnum], description: 'What the user allowed.', resolve: (a) => a.scopes }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the user allowed it.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it last reached Lakbay, to the minute; null: not yet.',
    }),
  }),
});

builder.queryFields((t) => ({
  oauthConsent: t.field({
    type: OAuthConsentRef,
    description:
      'Checks an authorization request for the consent page. BAD_USER_INPUT with `oauthError` (and `redirectTo` when the client can be told) if it cannot go on. Web session only.',
    args: { request: t.arg({ type: OAuthAuthorizationInput, required: true, description: 'The request.' }) },
    resolve: (_root, { request }, context) => {
      sessionUserOf(context);
      return refusalAsAppError(() => context.services.oauth.consent(requestOf(request)));
    },
  }),
  connectedApps: t.field({
    type: [ConnectedAppRef],
    description: 'The signed-in user’s connected apps that are not revoked, newest first. Web session only.',
    resolve: (_root, _args, context) => context.services.oauth.listConnectedApps(sessionUserOf(context)),
  }),
}));

builder.mutationFields((t) => ({
  approveOAuthAuthorization: t.string({
    description:
      'The signed-in, verified user allows the request: answers the client’s redirect URI with a one-use code and the state. Web session only.',
    args: { request: t.arg({ type: OAuthAuthorizationInput, required: true, description: 'The request.' }) },
    resolve: (_root, { request }, context) =>
      refusalAsAppError(() => context.services.oauth.approve(sessionUserOf(context), requestOf(request))),
  }),
  denyOAuthAuthorization: t.string({
    description:
      'The signed-in user denies the request: answers the client’s redirect URI with error=access_denied and the state. Web session only.',
    args: { request: t.arg({ type: OAuthAuthorizationInput, required: true, description: 'The request.' }) },
    resolve: (_root, { request }, context) => {
      sessionUserOf(context);
      return refusalAsAppError(() => context.services.oauth.deny(requestOf(request)));
    },
  }),
  revokeConnectedApp: t.boolean({
    description:
      'Disconnects one of the user’s apps: its tokens are refused from the next request on. Web session only.',
    args: { id: t.arg.int({ required: true, description: 'The connected app’s id.' }) },
    resolve: (_root, { id }, context) => context.services.oauth.revokeConnectedApp(sessionUserOf(context), id),
  }),
}));
