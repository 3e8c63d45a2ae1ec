// Lakbay's MCP tools and resources (issue 32, docs/mcp.md), for one request of one API token.
// Each tool is a thin adapter over the service its GraphQL twin calls, with the token rules of
// graphql/token-access.ts: the same scope, and only the account's own trips.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { ApiTokenScope } from '../generated/prisma/enums.js';
import type { Trip } from '../generated/prisma/client.js';
import { toAppError } from '../http/errors.js';
import { errorText, type AppError } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import type { Logger } from '../lib/logger.js';
import { missingScope, sharedTripRefusal, type TokenPrincipal } from '../services/api-tokens/api-tokens.js';
import type { Services } from '../services/services.js';
import { MAX_TRIPS_PAGE, parseTripId } from '../services/trips/trips.js';
import { tripMarkdown } from './trip-markdown.js';

/** Who calls, for one request: the token, and the language its answers are written in. */
export interface McpCaller {
  token: TokenPrincipal;
  locale: () => Promise<Locale>;
  log: Logger;
}

/** MCP's code for a resource that does not exist (the specification's "Resource not found"). */
const RESOURCE_NOT_FOUND = -32002;

const TRIPS_PAGE = 20;

const TRIP_RESOURCE = 'lakbay://trips/{id}';

/** What list_trips shows of each trip: enough to pick one, without its itineraries. */
const TRIP_SUMMARY = {
  id: true,
  destinationCountry: true,
  cities: true,
  originAirport: true,
  travelMonth: true,
  duration: true,
  budget: true,
  currency: true,
  status: true,
  startDate: true,
  createdAt: true,
  updatedAt: true,
} as const;

export function createLakbayMcpServer(services: Services, caller: McpCaller, version: string): McpServer {
  const server = new McpServer(
    { name: 'lakbay', version },
    {
      instructions:
        'Lakbay plans trips for Filipino travelers: visa rules for Philippine passports, two itineraries per ' +
        'request (Budget-Focused and Experience-Focused), and the traveler’s saved trips.',
    },
  );

  /** The catalogue's message for an error, in the caller's language; anything unexpected is logged. */
  async function explain(error: unknown): Promise<{ appError: AppError | null; text: string }> {
    const appError = toAppError(error);
    if (!appError) caller.log.error({ err: error }, 'unhandled MCP error');
    return { appError, text: errorText(await caller.locale(), appError) };
  }

  /** Runs a tool for a token with `scope` (null: any token); a refusal or failure is a tool error, as MCP has it. */
  async function runTool(
    tool: string,
    scope: ApiTokenScope | null,
    work: () => Promise<unknown>,
  ): Promise<CallToolResult> {
    try {
      if (scope) requireScope(scope, tool);
      return { content: [{ type: 'text', text: JSON.stringify(await work()) }] };
    } catch (error) {
      return { isError: true, content: [{ type: 'text', text: (await explain(error)).text }] };
    }
  }

  function requireScope(scope: ApiTokenScope, tool: string) {
    if (!caller.token.scopes.includes(scope)) throw missingScope(scope, tool);
  }

  /** One of the account's own trips, as get_trip and the trip resource read it. */
  async function ownTrip(id: number): Promise<Trip> {
    const refused = await sharedTripRefusal(services.trips, caller.token.userId, id);
    if (refused) throw refused;
    return services.trips.get(caller.token.userId, id);
  }

  server.registerTool(
    'visa_requirements',
    {
      title: 'Visa requirements',
      description:
        'What a Philippine passport holder needs to enter a destination for a purpose: visa or visa-free, ' +
        'length of stay, documents, processing time and fees, with sources and the date last checked. Any token.',
      inputSchema: {
        destinationCountry: z
          .string()
          .describe(
            'One of the 15 foreign destinations, by code (JP) or name (Japan); PH answers that no visa is needed at home.',
          ),
        travelPurpose: z
          .string()
          .describe('Tourism, Business, Education, Visit Family/Friends, Medical, Transit or Working Holiday.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => runTool('visa_requirements', null, async () => services.visa.check(input, await caller.locale())),
  );

  server.registerTool(
    'list_trips',
    {
      title: 'List trips',
      description:
        'The account’s saved trips, newest first, without their itineraries (get_trip reads one whole). ' +
        '`hasMore` says that older trips were left out. Needs the trips:read scope.',
      inputSchema: {
        status: z.enum(['upcoming', 'past', 'canceled']).optional().describe('Only trips with this status.'),
        first: z
          .number()
          .int()
          .min(1)
          .max(MAX_TRIPS_PAGE)
          .optional()
          .describe(`How many trips, ${TRIPS_PAGE} when left out, at most ${MAX_TRIPS_PAGE}.`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ status, first = TRIPS_PAGE }) =>
      runTool('list_trips', ApiTokenScope.trips_read, async () => {
        // One more than asked tells whether older trips were left out.
        const trips = await services.trips.list(
          caller.token.userId,
          { status },
          { select: TRIP_SUMMARY, take: first + 1 },
        );
        return { trips: trips.slice(0, first), hasMore: trips.length > first };
      }),
  );

  server.registerTool(
    'get_trip',
    {
      title: 'Get a trip',
      description:
        'One of the account’s saved trips: its request (origin, destination, month, budget, interests), status, ' +
        'and the itinerary the traveler chose (savedType), day by day with stops and costs. Needs the trips:read scope.',
      inputSchema: { id: z.number().int().describe('The trip id, from list_trips.') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) =>
      runTool('get_trip', ApiTokenScope.trips_read, async () => {
        const trip = await ownTrip(id);
        const { userId: _owner, budgetItinerary: _budget, experienceItinerary: _experience, ...facts } = trip;
        return { ...facts, savedItinerary: services.trips.savedItinerary(trip) };
      }),
  );

  server.registerTool(
    'plan_trip',
    {
      title: 'Plan a trip',
      description:
        'Plans a Budget-Focused and an Experience-Focused itinerary for one traveler (up to about a minute with ' +
        'the AI planner). Saves nothing. Counts against the account’s hourly generations. Needs the generate scope ' +
        'and a verified account.',
      inputSchema: {
        originAirport: z.string().describe('Philippine airport code, e.g. MNL.'),
        destinationCountry: z.string().describe('Country code, e.g. JP; PH for a trip at home.'),
        cities: z
          .array(z.string())
          .optional()
          .describe("Cities from the country's list, in the order to visit; none: the planner picks a route."),
        travelMonth: z.number().int().optional().describe('Month of travel, 1 to 12; 1 when left out.'),
        currency: z.string().describe('Currency of the budget and of every amount, e.g. PHP.'),
        duration: z.number().int().describe('Days, 1 to 30.'),
        budget: z.number().describe('Budget for the whole trip for one traveler, in `currency`.'),
        preferences: z
          .array(z.string())
          .describe('At least one of landmarks, food, shopping, adventure, culture, instagrammable.'),
        departureTime: z.string().optional().describe('Outbound flight time, HH:MM.'),
        returnTime: z.string().optional().describe('Return flight time, HH:MM.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input, extra) =>
      runTool('plan_trip', ApiTokenScope.generate, async () =>
        services.planner.generate(caller.token.userId, input, { signal: extra.signal, locale: await caller.locale() }),
      ),
  );

  server.registerResource(
    'trip',
    new ResourceTemplate(TRIP_RESOURCE, { list: undefined }),
    {
      title: 'A saved trip',
      description:
        'One of the account’s saved trips as Markdown, with the itinerary the traveler chose. Needs the trips:read scope.',
      mimeType: 'text/markdown',
    },
    async (uri, { id }) => {
      try {
        requireScope(ApiTokenScope.trips_read, TRIP_RESOURCE);
        const trip = await ownTrip(parseTripId(id));
        const text = tripMarkdown(trip, services.trips.savedItinerary(trip));
        return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
      } catch (error) {
        const { appError, text } = await explain(error);
        const code = !appError
          ? ErrorCode.InternalError
          : appError.code === 'NOT_FOUND'
            ? RESOURCE_NOT_FOUND
            : ErrorCode.InvalidRequest;
        // A plain error with a code: the SDK's McpError would put "MCP error …" before the message on the wire.
        throw Object.assign(new Error(text), {
          code,
          data: appError ? { code: appError.code, ...appError.details } : undefined,
        });
      }
    },
  );

  return server;
}
