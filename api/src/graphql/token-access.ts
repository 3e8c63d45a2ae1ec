// What an API token may call on /graphql, in one place (docs/api.md, "Partner API"). A token acts for
// its account on what the account owns; nothing that is another person's reaches it (issue #33 S11):
// - Root fields: each names the scope it needs, `null` for any valid token (public data and `me`), or
//   OTHERS for what is about other travelers (the trips shared with the account). Every other root
//   field (sign-in, the profile, API token management, and anything added later without a line here)
//   is for the web app's cookie session only.
// - Fields below the root (TOKEN_FIELDS): a Trip's members, invitations (their addresses) and shared
//   ledger are OTHERS. Every other field comes with its root field's scope (a trips:read token sees the
//   trip's share link, as decision 017 has it: the account made it to be read).
// - Trips: a root field that names a trip (TRIP_ARGUMENTS) reaches only a trip the account owns; one
//   shared with it answers FORBIDDEN.
// The check runs after validation and before any resolver, so a refused operation has no effect at all.
// The refusals themselves (a missing scope, a trip shared with the account) are services/api-tokens', which /mcp uses too.
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { ApiTokenScope } from '../generated/prisma/enums.js';
import { AppError } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import { missingScope, sharedTripRefusal } from '../services/api-tokens/api-tokens.js';
import type { GraphQLContext } from './context.js';
import { message } from '../lib/messages.js';

/** Other travelers' data: never for a token, whatever its scopes. */
export const OTHERS = 'others';

/** The scope a field needs, or every one of several (all of them), `null` for any token, or OTHERS. */
export type Access = ApiTokenScope | readonly ApiTokenScope[] | null | typeof OTHERS;
type RootAccess = Record<string, Access>;

export const TOKEN_ACCESS: { query: RootAccess; mutation: RootAccess } = {
  query: {
    trips: ApiTokenScope.trips_read,
    trip: ApiTokenScope.trips_read,
    tripCounts: ApiTokenScope.trips_read,
    sharedTrips: OTHERS,
    tripReadiness: ApiTokenScope.trips_read,
    me: null,
    health: null,
    tripFormOptions: null,
    deals: null,
    visaRequirements: null,
    travelCalendar: null,
    pesoRates: null,
    bookingWidgets: null,
    localSecrets: null,
    localSecretsCities: null,
    mapSettings: null,
    sharedTrip: null,
    privacyContactEmail: null,
  },
  mutation: {
    saveTrip: ApiTokenScope.trips_write,
    createTrip: ApiTokenScope.trips_write,
    updateTrip: ApiTokenScope.trips_write,
    updateTripItinerary: ApiTokenScope.trips_write,
    updateTripStatus: ApiTokenScope.trips_write,
    deleteTrip: ApiTokenScope.trips_write,
    shareTrip: ApiTokenScope.trips_write,
    unshareTrip: ApiTokenScope.trips_write,
    updateTripReadiness: ApiTokenScope.trips_write,
    addExpense: ApiTokenScope.trips_write,
    generateTrip: ApiTokenScope.generate,
    // It writes the trip and spends one of the account's generations.
    changeTripDay: [ApiTokenScope.trips_write, ApiTokenScope.generate],
  },
};

/** Fields below the root a token may not read with its root field's scope alone, as `Type.field`. */
export const TOKEN_FIELDS: Record<string, Exclude<Access, null>> = {
  'Trip.members': OTHERS,
  'Trip.invitations': OTHERS,
  'Trip.expenses': OTHERS,
};

/** Root fields that name a trip, with the argument that names it: a token reaches only its account's own. */
export const TRIP_ARGUMENTS: Record<string, string> = {
  trip: 'id',
  tripReadiness: 'tripId',
  updateTrip: 'id',
  updateTripItinerary: 'id',
  updateTripStatus: 'id',
  deleteTrip: 'id',
  updateTripReadiness: 'tripId',
  shareTrip: 'tripId',
  unshareTrip: 'tripId',
  addExpense: 'tripId',
  changeTripDay: 'id',
};

/**
 * An error raised before execution, with the HTTP status GraphQL-over-HTTP
 * answers it with. With a `locale` (raised while the context is built, where
 * no plugin translates) it is written in that language already.
 */
export function requestError(error: AppError, headers: [string, string][] = [], locale?: Locale): GraphQLError {
  return new GraphQLError(locale ? error.text(locale) : error.message, {
    originalError: error,
    extensions: {
      http: { status: error.status, headers: new HeaderMap(headers) },
      ...(locale ? { [LOCALIZED]: true } : {}),
    },
  });
}

/** Marks a requestError already written in the request's language. */
export const LOCALIZED = 'lakbayLocalized';

/** The root fields an operation selects, through fragments. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document) : [];
  });
}

/** The refusal of `field` (a root field or `Type.field`) to a token, or null when the token may read it. */
function refusal(access: Access | undefined, field: string, scopes: readonly ApiTokenScope[]): GraphQLError | null {
  if (access === undefined) {
    return requestError(new AppError('FORBIDDEN', message('tokens:sessionOnlyField', { field }), { field }));
  }
  if (access === OTHERS) {
    return requestError(new AppError('FORBIDDEN', message('tokens:othersData', { field }), { field }));
  }
  const lacking = missingScopeOf(access, scopes);
  return lacking ? requestError(missingScope(lacking, field)) : null;
}

/** The first scope `access` needs that `scopes` lack, or null (also for OTHERS: refuse that first). */
export function missingScopeOf(access: Access, scopes: readonly ApiTokenScope[]): ApiTokenScope | null {
  if (access === null || access === OTHERS) return null;
  const needed: readonly ApiTokenScope[] = typeof access === 'string' ? [access] : access;
  return needed.find((scope) => !scopes.includes(scope)) ?? null;
}

/** Every field the operation reads below its root, as `Type.field`, through fragments. */
function nestedFields(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) {
  const typeInfo = new TypeInfo(schema);
  const used = new Set<string>();
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  for (const node of [operation, ...fragments]) {
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field(field) {
          const parent = typeInfo.getParentType();
          if (parent) used.add(`${parent.name}.${field.name.value}`);
        },
      }),
    );
  }
  return used;
}

/** The trip a root field names, when the request gives it as an integer (a literal or a variable). */
function tripArgument(field: FieldNode, variables: Record<string, unknown> | undefined): number | null {
  const name = TRIP_ARGUMENTS[field.name.value];
  const argument = name ? field.arguments?.find((arg) => arg.name.value === name) : undefined;
  if (!argument) return null;
  const value =
    argument.value.kind === Kind.VARIABLE
      ? variables?.[argument.value.name.value]
      : argument.value.kind === Kind.INT
        ? Number(argument.value.value)
        : null;
  return Number.isSafeInteger(value) ? (value as number) : null;
}

/** Refuses, before execution, a token request for a field or a trip its account's scopes do not cover. */
export function tokenAccessPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document, schema, request }) {
          const token = contextValue.apiToken;
          if (!token || !operation) return;
          const access = operation.operation === 'subscription' ? {} : TOKEN_ACCESS[operation.operation];
          const roots = rootFields(operation.selectionSet, document);
          for (const field of roots) {
            const name = field.name.value;
            if (name.startsWith('__')) continue;
            const refused = refusal(name in access ? access[name] : undefined, name, token.scopes);
            if (refused) throw refused;
          }
          for (const field of nestedFields(schema, document, operation)) {
            const refused = field in TOKEN_FIELDS ? refusal(TOKEN_FIELDS[field], field, token.scopes) : null;
            if (refused) throw refused;
          }
          for (const field of roots) {
            const tripId = tripArgument(field, request.variables);
            if (tripId === null) continue;
            const refused = await sharedTripRefusal(contextValue.services.trips, token.userId, tripId);
            if (refused) throw requestError(refused);
          }
        },
      };
    },
  };
}
