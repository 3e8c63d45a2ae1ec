// What an API token may call on /graphql, in one place. A request with
// `Authorization: Bearer` may use only the root fields listed here; each names
// the scope it needs, or `null` for fields any valid token may call (public
// data and `me`). Every other root field — sign-in, the profile, API token
// management, and anything added later without a line here — is for the web
// app's cookie session only. The check runs after validation and before any
// resolver, so a refused operation has no effect at all.
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { ApiTokenScope } from '../generated/prisma/enums.js';
import { AppError } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import { scopeName } from '../services/api-tokens/api-tokens.js';
import type { GraphQLContext } from './context.js';
import { message } from '../lib/messages.js';

type RootAccess = Record<string, ApiTokenScope | null>;

export const TOKEN_ACCESS: { query: RootAccess; mutation: RootAccess } = {
  query: {
    trips: ApiTokenScope.trips_read,
    trip: ApiTokenScope.trips_read,
    tripCounts: ApiTokenScope.trips_read,
    sharedTrips: ApiTokenScope.trips_read,
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
    generateTrip: ApiTokenScope.generate,
  },
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

/** The root field names an operation selects, through fragments. */
function rootFieldNames(selectionSet: SelectionSetNode, document: DocumentNode): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(selection.selectionSet, document);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFieldNames(fragment.selectionSet, document) : [];
  });
}

/** Refuses, before execution, a token request for a field its scopes do not cover. */
export function tokenAccessPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          const token = contextValue.apiToken;
          if (!token || !operation) return;
          const access = operation.operation === 'subscription' ? {} : TOKEN_ACCESS[operation.operation];
          for (const field of rootFieldNames(operation.selectionSet, document)) {
            if (field.startsWith('__')) continue;
            if (!(field in access)) {
              throw requestError(new AppError('FORBIDDEN', message('tokens:sessionOnlyField', { field }), { field }));
            }
            const scope = access[field];
            if (scope && !token.scopes.includes(scope)) {
              const name = scopeName[scope];
              throw requestError(
                new AppError('FORBIDDEN', message('tokens:missingScope', { scope: name, field }), {
                  requiredScope: name,
                  field,
                }),
              );
            }
          }
        },
      };
    },
  };
}
