// The Pothos schema builder. It defines no types: those live in ./types/.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { GraphQLContext } from './context.js';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    EmailAddress: { Input: string; Output: string };
    PositiveInt: { Input: number; Output: number };
  };
}>({
  plugins: [RelayPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  relay: {
    cursorType: 'String',
    clientMutationId: 'omit',
    // Lists are connections; there is no global object lookup (node/nodes) to secure.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    edgesFieldOptions: { nullable: false, description: 'The items of this page, each with its cursor.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    nodesOnConnection: { description: 'The items of this page, without their cursors.' },
    cursorFieldOptions: { description: 'Pass it as `after` (or `before`) to page from this item.' },
    pageInfoFieldOptions: { description: 'Whether there are more items, and the cursors to reach them.' },
    pageInfoTypeOptions: { description: 'Where a page sits in the whole list (Relay cursor connections).' },
    hasNextPageFieldOptions: { description: 'More items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'Items come before this page.' },
    startCursorFieldOptions: { description: 'The first item’s cursor; null on an empty page.' },
    endCursorFieldOptions: { description: 'The last item’s cursor; null on an empty page.' },
    firstArgOptions: { description: 'Return at most this many items after `after` (up to the field’s maximum).' },
    afterArgOptions: { description: 'Start after the item with this cursor.' },
    lastArgOptions: { description: 'Return at most this many items before `before` (up to the field’s maximum).' },
    beforeArgOptions: { description: 'End before the item with this cursor.' },
  },
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
