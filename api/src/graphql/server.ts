// Apollo Server over the Pothos schema, mounted on Express at /graphql.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { createHandler as createStreamHandler } from 'graphql-sse/lib/use/express';
import {
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
} from 'graphql';
import type { Config } from '../config/env.js';
import { toAppError } from '../http/errors.js';
import { resolveLocale } from '../http/locale.js';
import type { PageGraphQLRequest, PageGraphQLResponse } from '../http/page-rendering.js';
import { AppError, errorText, INTERNAL_MESSAGE } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import { english } from '../lib/messages.js';
import type { Logger } from '../lib/logger.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { TokenPrincipal } from '../services/api-tokens/api-tokens.js';
import type { Services } from '../services/services.js';
import type { GraphQLContext } from './context.js';
import { liveStreamOf, noStreamToken, streamGate } from './live-streams.js';
import { MAX_REQUEST_BYTES, overBudget, queryLimitProtection } from './query-limits.js';
import { schema } from './schema.js';
import { LOCALIZED, requestError, tokenAccessPlugin } from './token-access.js';

/** graphql-sse wants a context that is a plain record. */
type StreamContext = GraphQLContext & Record<PropertyKey, unknown>;

export const STREAM_SUBSCRIPTIONS_ONLY =
  'Only subscriptions are served on /graphql/stream; send queries and mutations to /graphql.';

/** Apollo's own codes for errors raised before a resolver runs; they pass through as they are. */
const APOLLO_CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The error an answer's message was written from, when it is ours: the
 * response plugin (or the stream's onNext) writes it in the request's
 * language. A symbol, so it never reaches the JSON.
 */
const SOURCE = Symbol('lakbay.error');
type SourcedError = GraphQLFormattedError & { [SOURCE]?: AppError | null };

/** The formatted error's message in `locale`: ours translated, graphql-js's and Apollo's as they are. */
function localizedMessage(locale: Locale, error: SourcedError): string {
  const source = error[SOURCE];
  return source === undefined ? error.message : errorText(locale, source);
}

export function formatGraphQLError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const appError = toAppError(original);
    if (appError) {
      const localized = error instanceof GraphQLError && error.extensions[LOCALIZED] === true;
      const answer: SourcedError = {
        ...formatted,
        message: localized ? formatted.message : appError.message,
        extensions: { code: appError.code, ...appError.details },
      };
      if (!localized) answer[SOURCE] = appError;
      return answer;
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && APOLLO_CLIENT_ERROR_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    const answer: SourcedError = {
      message: english(INTERNAL_MESSAGE),
      path: formatted.path,
      extensions: { code: 'INTERNAL' },
    };
    answer[SOURCE] = null;
    return answer;
  };
}

/**
 * Every error in the request's language. formatError cannot do it: it does not
 * see the context. Errors raised while the context is built never come here;
 * bearerToken translates its own.
 */
function localizedErrorsPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const locale = await contextValue.locale();
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({
            ...error,
            message: localizedMessage(locale, error),
          }));
        },
      };
    },
  };
}

/**
 * The API token of a request with an Authorization header. A bad, revoked or
 * expired token is 401 and a spent budget 429, before anything runs; the
 * answer is in the language Accept-Language asks for (the owner is unknown yet).
 */
async function bearerToken(services: Services, req: Request, authorization: string): Promise<TokenPrincipal> {
  try {
    return await services.apiTokens.authenticate(authorization);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const locale = await resolveLocale(req, services.users, { userId: null, viaToken: true });
    if (error.code === 'UNAUTHENTICATED') {
      throw requestError(error, [['www-authenticate', 'Bearer realm="lakbay", error="invalid_token"']], locale);
    }
    if (error.code === 'RATE_LIMITED') {
      throw requestError(error, [['retry-after', String(error.details.retryAfterSeconds)]], locale);
    }
    throw error;
  }
}

/** Runs a GraphQL operation for a server-rendered page, as the page's visitor. */
export type PageGraphQLExecutor = (
  req: Request,
  res: Response,
  request: PageGraphQLRequest,
  /** The page's language, when its answers must be in it whatever the request's headers say. */
  locale?: Locale,
) => Promise<PageGraphQLResponse>;

export async function createGraphQLMiddleware(deps: {
  config: Config;
  logger: Logger;
  prisma: PrismaClient;
  services: Services;
}): Promise<{
  handler: RequestHandler[];
  /** /graphql/stream: subscriptions over Server-Sent Events. */
  stream: RequestHandler[];
  execute: PageGraphQLExecutor;
  stop: () => Promise<void>;
}> {
  const limits = queryLimitProtection();
  const plugins: ApolloServerPlugin<GraphQLContext>[] = [
    deps.config.graphqlSandbox
      ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
      : ApolloServerPluginLandingPageDisabled(),
    ...(limits.plugins as ApolloServerPlugin<GraphQLContext>[]),
    tokenAccessPlugin(),
    localizedErrorsPlugin(),
    // Apollo's default cache-control plugin hooks every field of every answer
    // (willResolveField), only to compute a `no-store` we set below anyway: no
    // answer of ours is cacheable (the schema declares no cache hints).
    ApolloServerPluginCacheControlDisabled(),
  ];
  const server = new ApolloServer<GraphQLContext>({
    schema,
    // A browser sends a cross-site request with an Authorization header only
    // after a CORS preflight we never grant, and such a request is
    // authenticated by its token alone (the cookie is ignored): no CSRF risk,
    // so partners' GET queries need no extra header (docs/decisions/011).
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    allowBatchedHttpRequests: false,
    // server.ts owns shutdown: it drains HTTP first, then stops Apollo.
    stopOnTerminationSignals: false,
    introspection: deps.config.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError(deps.logger),
    plugins,
  });
  await server.start();

  /**
   * Who is asking and in which language, for /graphql and for a server-rendered
   * page alike. Any Authorization header means token authentication: the
   * session cookie is then ignored. Pages pass none: a browser's page request
   * is its session's (an Authorization header there belongs to a proxy's login).
   */
  const contextFor = async (
    req: Request,
    res: Response,
    authorization: string | undefined,
    pageLocale?: Locale,
  ): Promise<GraphQLContext> => {
    const apiToken = authorization === undefined ? null : await bearerToken(deps.services, req, authorization);
    const userId = apiToken ? apiToken.userId : (req.session?.userId ?? null);
    let locale: Promise<Locale> | undefined;
    return {
      req,
      res,
      userId,
      apiToken,
      stream: liveStreamOf(res),
      locale: () =>
        (locale ??= pageLocale
          ? Promise.resolve(pageLocale)
          : resolveLocale(req, deps.services.users, { userId, viaToken: apiToken !== null })),
      prisma: deps.prisma,
      services: deps.services,
    };
  };

  const handler: RequestHandler[] = [
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    express.json({ limit: MAX_REQUEST_BYTES }),
    expressMiddleware(server, { context: ({ req, res }) => contextFor(req, res, req.headers.authorization) }),
  ];

  /**
   * Runs an operation as the request's visitor, in-process: the server
   * render's queries get exactly the answers /graphql would give.
   */
  const execute: PageGraphQLExecutor = async (req, res, request, pageLocale) => {
    const contextValue = await contextFor(req, res, undefined, pageLocale);
    const response = await server.executeOperation(request, { contextValue });
    if (response.body.kind !== 'single') throw new Error('A page asked for an incremental answer');
    // As JSON, like /graphql's answer: scalars such as DateTime leave execution as objects, not strings.
    return JSON.parse(JSON.stringify(response.body.singleResult)) as PageGraphQLResponse;
  };
  const formatError = formatGraphQLError(deps.logger);
  const streamHandler = createStreamHandler<StreamContext>({
    schema,
    // Distinct connections only: graphql-sse's single connection mode kept a PUT's reservation in memory for good.
    authenticate: noStreamToken,
    // The session's user only: API tokens have no subscriptions among their scopes (token-access.ts).
    context: (req) => contextFor(req.raw, req.context.res, undefined) as Promise<StreamContext>,
    // Parsed within the token limit, and costed with the variables, which validate is not given
    // (query-limits.ts); graphql-sse then parses it again for itself.
    onSubscribe: (_req, params) => {
      let document: DocumentNode;
      try {
        document = typeof params.query === 'string' ? parse(params.query, limits.parseOptions) : params.query;
      } catch (error) {
        const syntax = error instanceof GraphQLError ? error.message : String(error);
        return { data: null, errors: [new GraphQLError(syntax, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })] };
      }
      const refusal = overBudget(schema, document, params.operationName, params.variables);
      return refusal ? { data: null, errors: [refusal] } : undefined;
    },
    validate: (streamSchema, document) => {
      // Queries and mutations go to /graphql, where every plugin (token scopes, localized errors) applies.
      const others = document.definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== 'subscription',
      );
      const errors = others.length
        ? [new GraphQLError(STREAM_SUBSCRIPTIONS_ONLY)]
        : validate(streamSchema, document, [...specifiedRules, ...limits.validationRules]);
      // Coded as Apollo codes them on /graphql, so that onNext passes them on instead of hiding them.
      return errors.map(
        (error) =>
          new GraphQLError(error.message, {
            nodes: error.nodes,
            extensions: { ...error.extensions, code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
      );
    },
    // The same error shape and language as /graphql's answers.
    onNext: async (context, _req, result) => {
      if (!result.errors?.length) return result;
      const locale = await context.locale();
      const errors = result.errors.map((error) => {
        const formatted = formatError(error.toJSON(), error);
        return new GraphQLError(localizedMessage(locale, formatted), {
          path: formatted.path,
          extensions: formatted.extensions,
        });
      });
      return { ...result, errors };
    },
  });
  const stream: RequestHandler[] = [
    streamGate(deps.services, deps.logger),
    express.json({ limit: MAX_REQUEST_BYTES }),
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      streamHandler(req, res).catch(next);
    },
  ];

  return { handler, stream, execute, stop: () => server.stop() };
}
