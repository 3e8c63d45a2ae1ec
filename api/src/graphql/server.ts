// Apollo Server over the Pothos schema, mounted on Express at /graphql.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Config } from '../config/env.js';
import { toAppError } from '../http/errors.js';
import { INTERNAL_MESSAGE } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Services } from '../services/services.js';
import type { GraphQLContext } from './context.js';
import { schema } from './schema.js';

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

export function formatGraphQLError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const appError = toAppError(original);
    if (appError) {
      return { ...formatted, message: appError.message, extensions: { code: appError.code, ...appError.details } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && APOLLO_CLIENT_ERROR_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL' } };
  };
}

export async function createGraphQLMiddleware(deps: {
  config: Config;
  logger: Logger;
  prisma: PrismaClient;
  services: Services;
}): Promise<{ handler: RequestHandler[]; stop: () => Promise<void> }> {
  const plugins: ApolloServerPlugin<GraphQLContext>[] = [
    deps.config.isProduction
      ? ApolloServerPluginLandingPageDisabled()
      : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
  ];
  const server = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // server.ts owns shutdown: it drains HTTP first, then stops Apollo.
    stopOnTerminationSignals: false,
    introspection: deps.config.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError(deps.logger),
    plugins,
  });
  await server.start();
  const handler = [
    express.json({ limit: '100kb' }),
    expressMiddleware(server, {
      context: async ({ req, res }) => ({
        req,
        res,
        userId: req.session?.userId ?? null,
        prisma: deps.prisma,
        services: deps.services,
      }),
    }),
  ];
  return { handler, stop: () => server.stop() };
}
