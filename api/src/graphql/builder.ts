// The Pothos schema builder. It defines no types: those live in ./types/.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { GraphQLContext } from './context.js';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    EmailAddress: { Input: string; Output: string };
    PositiveInt: { Input: number; Output: number };
  };
}>({
  plugins: [PrismaPlugin],
  defaultFieldNullability: false,
  prisma: {
    // Each request's context carries the client, so tests and servers can use their own database.
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
  },
});

builder.queryType({ description: 'Everything Lakbay lets a client read.' });
builder.mutationType({ description: 'Everything Lakbay lets a client change.' });
