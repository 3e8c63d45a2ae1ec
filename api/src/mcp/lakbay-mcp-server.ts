// Lakbay's MCP tools, resource and prompt (issue 32, docs/mcp.md), for one request of one API token.
// Each tool is a thin adapter over the service its GraphQL twin calls, and takes its token rules from
// graphql/token-access.ts, by the twin's name: the same scopes, and only the account's own trips
// (a tool names its trip with the twin's argument name, `id` or `tripId`).
import { McpServer, ResourceTemplate, type ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import {
  ErrorCode,
  type CallToolResult,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { EXPENSE_CATEGORIES, EXPENSE_SPLITS } from '@lakbay/validation/expenses-fields';
import { LOCAL_SECRET_CATEGORIES, RADIUS } from '@lakbay/validation/local-secrets-fields';
import { AGE_GROUPS, TICKET_CLASSES, TRAVELER_TYPES } from '@lakbay/validation/readiness-fields';
import { MAX_INSTRUCTION } from '@lakbay/validation/day-change-fields';
import { z } from 'zod';
import { ItineraryType } from '../generated/prisma/enums.js';
import type { Trip } from '../generated/prisma/client.js';
import { missingScopeOf, OTHERS, TOKEN_ACCESS, TRIP_ARGUMENTS, type Access } from '../graphql/token-access.js';
import { toAppError } from '../http/errors.js';
import { errorText, type AppError } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import type { Logger } from '../lib/logger.js';
import { missingScope, sharedTripRefusal, type TokenPrincipal } from '../services/api-tokens/api-tokens.js';
import type { Services } from '../services/services.js';
import { MAX_TRIPS_PAGE } from '../services/trips/trips.js';
import { tripMarkdown } from './trip-markdown.js';

/** Who calls, for one request: the token, and the language its answers are written in. */
export interface McpCaller {
  token: TokenPrincipal;
  /** The client's address, which per-address limits count (Local Secrets searches). */
  ip: string;
  locale: () => Promise<Locale>;
  log: Logger;
}

/** MCP's code for a resource that does not exist (the specification's "Resource not found"). */
const RESOURCE_NOT_FOUND = -32002;

const TRIPS_PAGE = 20;

const TRIP_RESOURCE = 'lakbay://trips/{id}';
const tripTemplate = new ResourceTemplate(TRIP_RESOURCE, { list: undefined });

/** One for every request's server: the SDK would build a new Ajv for each (it checks elicitation answers only). */
const jsonSchemaValidator = new AjvJsonSchemaValidator();

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

/** A tool's GraphQL twin: the root field whose service it calls, and whose token rules it keeps. */
interface Twin {
  field: string;
  access: Exclude<Access, typeof OTHERS>;
  /** The argument that names the trip, when the twin names one (TRIP_ARGUMENTS). */
  tripArgument: string | undefined;
}

function twin(operation: keyof typeof TOKEN_ACCESS, field: string): Twin {
  const access = TOKEN_ACCESS[operation][field];
  // A tool over a field tokens may not call would open it behind GraphQL's back.
  if (access === undefined || access === OTHERS) throw new Error(`${operation} ${field} is not open to API tokens`);
  return { field, access, tripArgument: TRIP_ARGUMENTS[field] };
}

type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** The fields of the trip form: plan_trip's arguments, save_plan's request and the plan_my_trip prompt's. */
const tripRequestShape = {
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
};

const tripId = z.number().int().describe('The trip id, from list_trips.');

/** A whole itinerary as plan_trip answers it; the trips service checks it as saveTrip does. */
const itineraryArgument = (kind: string) =>
  z
    .record(z.string(), z.unknown())
    .describe(`The ${kind} itinerary exactly as plan_trip answered it (destination, days, costs, tips).`);

const readinessAnswers = z
  .object({
    passportExpiry: z.string().nullable().optional().describe('Passport expiry date, YYYY-MM-DD; null if unknown.'),
    travelerType: z.enum(TRAVELER_TYPES).optional().describe('Who is travelling; tourist when left out.'),
    ageGroup: z.enum(AGE_GROUPS).optional().describe('adult (12 and over), minor or infant; adult when left out.'),
    travelPurpose: z
      .string()
      .optional()
      .describe('The visa checker’s purpose id (tourism, business, visitFamilyFriends, …); tourism when left out.'),
    ticketClass: z.enum(TICKET_CLASSES).optional().describe('The cabin class; economyOrBusiness when left out.'),
    affidavitOfSupport: z.boolean().optional().describe('Someone else pays, with an affidavit of support.'),
    travelingWithoutParent: z.boolean().optional().describe('A minor travelling without a parent.'),
    ofwDependent: z.boolean().optional().describe('Joining an OFW parent or spouse abroad.'),
    permanentResidentAbroad: z.boolean().optional().describe('A Filipino permanent resident abroad.'),
    governmentEmployee: z.boolean().optional().describe('A government employee (travel authority).'),
  })
  .describe('The traveler’s answers, whole: an answer left out takes its default.');

// Each tool's arguments, built once: zod schemas are far dearer to build than to use, and /mcp builds
// its server anew for every request.

const visaRequirementsInput = {
  destinationCountry: z
    .string()
    .describe(
      'One of the 15 foreign destinations, by code (JP) or name (Japan); PH answers that no visa is needed at home.',
    ),
  travelPurpose: z
    .string()
    .describe('Tourism, Business, Education, Visit Family/Friends, Medical, Transit or Working Holiday.'),
};

const travelCalendarInput = {
  country: z.string().describe('Destination country code, e.g. JP; PH for a trip at home.'),
  month: z.number().int().describe('Travel month, 1 to 12.'),
  year: z.number().int().optional().describe('Travel year; left out: the next time the month comes round (in Manila).'),
};

const localSecretsInput = {
  latitude: z.number().describe('Search point latitude, -90 to 90.'),
  longitude: z.number().describe('Search point longitude, -180 to 180.'),
  radius: z.number().optional().describe(`Metres, ${RADIUS.min} to ${RADIUS.max}; ${RADIUS.default} when left out.`),
  category: z.enum(LOCAL_SECRET_CATEGORIES).optional().describe('Only this kind of place; all when left out.'),
};

const planTripInput = {
  ...tripRequestShape,
  departureTime: z.string().optional().describe('Outbound flight time, HH:MM.'),
  returnTime: z.string().optional().describe('Return flight time, HH:MM.'),
};

const listTripsInput = {
  status: z.enum(['upcoming', 'past', 'canceled']).optional().describe('Only trips with this status.'),
  first: z
    .number()
    .int()
    .min(1)
    .max(MAX_TRIPS_PAGE)
    .optional()
    .describe(`How many trips, ${TRIPS_PAGE} when left out, at most ${MAX_TRIPS_PAGE}.`),
  after: z.number().int().optional().describe('The `nextAfter` of the previous page: the trips older than it.'),
};

const savePlanInput = {
  ...tripRequestShape,
  travelMonth: z.number().int().describe('Month of travel, 1 to 12.'),
  startDate: z.string().optional().describe('First day, YYYY-MM-DD; left out: flexible dates.'),
  budgetItinerary: itineraryArgument('Budget-Focused'),
  experienceItinerary: itineraryArgument('Experience-Focused'),
  savedType: z
    .enum([ItineraryType.budget, ItineraryType.experience])
    .describe('The itinerary the traveler chose: the one the trip shows.'),
};

const changeDayInput = {
  id: tripId,
  day: z.number().int().describe('The day number, 1 for the first day.'),
  instruction: z.string().describe(`What to change, at most ${MAX_INSTRUCTION} characters.`),
  expectedVersion: z
    .number()
    .int()
    .optional()
    .describe('The trip’s `version` as read: refused if the trip changed since, instead of overwriting.'),
};

const updateReadinessInput = {
  tripId,
  answers: readinessAnswers.optional(),
  tickedIds: z.array(z.string()).optional().describe('Ids of the ticked steps, whole (an item’s `id`).'),
};

const addExpenseInput = {
  tripId,
  amount: z.string().describe('More than 0, with at most the currency’s decimals, e.g. "1500.50".'),
  currency: z.string().describe('ISO 4217 code, e.g. JPY.'),
  category: z.enum(EXPENSE_CATEGORIES).describe('What it was for.'),
  day: z.number().int().optional().describe('The trip day it belongs to; none when left out.'),
  paidBy: z.number().int().optional().describe('User id of who paid, on the trip; the account when left out.'),
  split: z.enum(EXPENSE_SPLITS).optional().describe('How it is divided; equal when left out.'),
  participants: z
    .array(
      z.object({
        userId: z.number().int().describe('Their user id; they must be on the trip.'),
        shares: z.number().int().optional().describe('For a split by shares: 1 to 1000 (1 when left out).'),
        amount: z.string().optional().describe('For an exact split: their amount, e.g. "750.25".'),
      }),
    )
    .optional()
    .describe('Who it is split with; the account alone when left out.'),
  note: z.string().optional().describe('What it was, at most 300 characters.'),
  phpRate: z
    .string()
    .optional()
    .describe('Pesos per unit, only for a currency without a dated rate (see peso_rates), e.g. "0.0123".'),
};

export function createLakbayMcpServer(services: Services, caller: McpCaller, version: string): McpServer {
  const server = new McpServer(
    { name: 'lakbay', version },
    {
      instructions:
        'Lakbay plans trips for Filipino travelers: visa rules for Philippine passports, the Philippine holidays ' +
        'and the destination’s season, two itineraries per request (Budget-Focused and Experience-Focused), ' +
        'places near a point, and the traveler’s saved trips with their departure checklist and expenses.',
      jsonSchemaValidator,
    },
  );
  const me = caller.token.userId;

  /** The catalogue's message for an error, in the caller's language; anything unexpected is logged. */
  async function explain(error: unknown): Promise<{ appError: AppError | null; text: string }> {
    const appError = toAppError(error);
    if (!appError) caller.log.error({ err: error }, 'unhandled MCP error');
    return { appError, text: errorText(await caller.locale(), appError) };
  }

  /**
   * The twin's token rules, as /graphql applies them before its resolver: every scope it needs,
   * named by `name` when one lacks; and a trip it names must be the account's own.
   */
  async function admit(name: string, { access, tripArgument }: Twin, input: Record<string, unknown>) {
    const lacking = missingScopeOf(access, caller.token.scopes);
    if (lacking) throw missingScope(lacking, name);
    const trip = tripArgument === undefined ? undefined : input[tripArgument];
    if (typeof trip === 'number') {
      const refused = await sharedTripRefusal(services.trips, me, trip);
      if (refused) throw refused;
    }
  }

  /**
   * Registers a tool over `twin`'s service; a refusal or a failure answers a tool error with the
   * catalogue's message, as MCP has it.
   */
  function tool<Shape extends z.ZodRawShape>(
    name: string,
    over: Twin,
    config: { title: string; description: string; inputSchema: Shape; readOnly: boolean; openWorld?: boolean },
    work: (input: z.infer<z.ZodObject<Shape>>, extra: ToolExtra) => Promise<unknown>,
  ) {
    const run = async (input: z.infer<z.ZodObject<Shape>>, extra: ToolExtra): Promise<CallToolResult> => {
      try {
        await admit(name, over, input);
        return { content: [{ type: 'text', text: JSON.stringify(await work(input, extra)) }] };
      } catch (error) {
        return { isError: true, content: [{ type: 'text', text: (await explain(error)).text }] };
      }
    };
    server.registerTool(
      name,
      {
        title: config.title,
        description: config.description,
        inputSchema: config.inputSchema,
        annotations: config.readOnly
          ? { readOnlyHint: true, openWorldHint: config.openWorld ?? false }
          : { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      run as unknown as ToolCallback<Shape>,
    );
  }

  /** A trip as get_trip, save_plan and change_day answer it: its facts and the itinerary the traveler chose. */
  function tripView(trip: Trip) {
    const { userId: _owner, budgetItinerary: _budget, experienceItinerary: _experience, ...facts } = trip;
    return { ...facts, savedItinerary: services.trips.savedItinerary(trip) };
  }

  // --- Public facts: any token -------------------------------------------------------------------

  tool(
    'visa_requirements',
    twin('query', 'visaRequirements'),
    {
      title: 'Visa requirements',
      description:
        'What a Philippine passport holder needs to enter a destination for a purpose: visa or visa-free, ' +
        'length of stay, documents, processing time and fees, with sources and the date last checked. Any token.',
      inputSchema: visaRequirementsInput,
      readOnly: true,
    },
    async (input) => services.visa.check(input, await caller.locale()),
  );

  tool(
    'travel_calendar',
    twin('query', 'travelCalendar'),
    {
      title: 'Travel calendar',
      description:
        'Philippine holidays and long weekends in a travel month (to leave on a long weekend, or to expect crowds), ' +
        'and the destination’s season, weather and festivals then, with sources and dates last checked. Any token.',
      inputSchema: travelCalendarInput,
      readOnly: true,
    },
    async (input) => services.calendar.travelCalendar(input),
  );

  tool(
    'peso_rates',
    twin('query', 'pesoRates'),
    {
      title: 'Peso rates',
      description:
        'Pesos per unit of each foreign currency Lakbay plans in, with the date of each rate: the table the planners ' +
        'and expenses convert with. A currency missing here has no dated rate. Any token.',
      inputSchema: {},
      readOnly: true,
    },
    async () => services.planner.pesoRates(),
  );

  tool(
    'local_secrets',
    twin('query', 'localSecrets'),
    {
      title: 'Local secrets near a point',
      description:
        'Real places within a radius of a point, nearest first: Lakbay’s curated picks (sourced, with insider tips, ' +
        'hours today and whether open now), then live OpenStreetMap places, and the nearest city’s tip cards. ' +
        'Limited per client address, as the website’s search is. Any token.',
      inputSchema: localSecretsInput,
      readOnly: true,
      openWorld: true,
    },
    async (input) => services.localSecrets.find(input, { ip: caller.ip }),
  );

  // --- Planning -------------------------------------------------------------------------------------

  tool(
    'plan_trip',
    twin('mutation', 'generateTrip'),
    {
      title: 'Plan a trip',
      description:
        'Plans a Budget-Focused and an Experience-Focused itinerary for one traveler (up to about a minute with ' +
        'the AI planner). Saves nothing: save_plan keeps one. Counts against the account’s hourly generations. ' +
        'Needs the generate scope and a verified account.',
      inputSchema: planTripInput,
      // Nothing is written, but it spends a generation: not a plain read.
      readOnly: true,
    },
    async (input, extra) =>
      services.planner.generate(me, input, { signal: extra.signal, locale: await caller.locale() }),
  );

  // --- The account's trips ----------------------------------------------------------------------------

  tool(
    'list_trips',
    twin('query', 'trips'),
    {
      title: 'List trips',
      description:
        'The account’s saved trips, newest first, a page at a time, without their itineraries (get_trip reads one ' +
        'whole). `nextAfter` is the `after` of the next page, null on the last. Needs the trips:read scope.',
      inputSchema: listTripsInput,
      readOnly: true,
    },
    async ({ status, first = TRIPS_PAGE, after }) => {
      // One more than asked tells whether older trips were left out.
      const trips = await services.trips.list(me, { status, after }, { select: TRIP_SUMMARY, take: first + 1 });
      const page = trips.slice(0, first);
      const hasMore = trips.length > first;
      return { trips: page, hasMore, nextAfter: hasMore ? page[page.length - 1]!.id : null };
    },
  );

  tool(
    'get_trip',
    twin('query', 'trip'),
    {
      title: 'Get a trip',
      description:
        'One of the account’s saved trips: its request (origin, destination, month, budget, interests), status, ' +
        'version, and the itinerary the traveler chose (savedType), day by day with stops and costs. ' +
        'Needs the trips:read scope.',
      inputSchema: { id: tripId },
      readOnly: true,
    },
    async ({ id }) => tripView(await services.trips.get(me, id)),
  );

  tool(
    'save_plan',
    twin('mutation', 'saveTrip'),
    {
      title: 'Save a plan',
      description:
        'Saves a plan from plan_trip as a new upcoming trip: the request it was planned for, both itineraries as ' +
        'plan_trip answered them, and which one the traveler chose. Answers the saved trip, as get_trip does. ' +
        'Needs the trips:write scope.',
      inputSchema: savePlanInput,
      readOnly: false,
    },
    async (input) => tripView(await services.trips.create(me, input)),
  );

  tool(
    'change_day',
    twin('mutation', 'changeTripDay'),
    {
      title: 'Change one day',
      description:
        'Plans one day of a saved trip’s chosen itinerary again as the traveler wishes ("more relaxed", "rainy-day ' +
        'plan", or their own words), within what is left of the budget, and saves it. Answers the trip, as get_trip ' +
        'does. Counts against the account’s hourly generations. Needs the trips:write and generate scopes.',
      inputSchema: changeDayInput,
      readOnly: false,
    },
    async ({ id, ...change }, extra) =>
      tripView(
        await services.tripDayChange.change(me, id, change, { signal: extra.signal, locale: await caller.locale() }),
      ),
  );

  tool(
    'departure_readiness',
    twin('query', 'tripReadiness'),
    {
      title: 'Departure readiness',
      description:
        'The departure checklist of one of the account’s trips: passport validity, visa, eTravel, travel tax, ' +
        'terminal fee and the other steps before leaving, each with its status, due date, cost in PHP and sources. ' +
        'Needs the trips:read scope.',
      inputSchema: { tripId },
      readOnly: true,
    },
    async ({ tripId: trip }) => services.readiness.get(me, trip, await caller.locale()),
  );

  tool(
    'update_readiness',
    twin('mutation', 'updateTripReadiness'),
    {
      title: 'Update departure readiness',
      description:
        'Saves the traveler’s answers (passport expiry, traveler type, age group, …) and/or the steps they ticked ' +
        'off on a trip’s departure checklist, each replaced whole, and answers the new checklist. ' +
        'Needs the trips:write scope.',
      inputSchema: updateReadinessInput,
      readOnly: false,
    },
    async ({ tripId: trip, ...input }) => services.readiness.update(me, trip, input, await caller.locale()),
  );

  tool(
    'add_expense',
    twin('mutation', 'addExpense'),
    {
      title: 'Add an expense',
      description:
        'Records an expense on one of the account’s trips, in any currency (converted to pesos at the dated rate). ' +
        'Paid by and split with the account’s traveler when left out. Answers the expense. Needs the trips:write scope.',
      inputSchema: addExpenseInput,
      readOnly: false,
    },
    async ({ tripId: trip, paidBy = me, split = 'equal', participants = [{ userId: me }], ...expense }) =>
      services.expenses.add(me, trip, { ...expense, paidBy, split, participants }),
  );

  // --- Resources and prompts ---------------------------------------------------------------------------

  const tripResource = twin('query', 'trip');
  server.registerResource(
    'trip',
    tripTemplate,
    {
      title: 'A saved trip',
      description:
        'One of the account’s saved trips as Markdown, with the itinerary the traveler chose. Needs the trips:read scope.',
      mimeType: 'text/markdown',
    },
    async (uri, { id }) => {
      try {
        await admit(TRIP_RESOURCE, tripResource, { [tripResource.tripArgument!]: Number(id) });
        const found = await services.trips.get(me, id);
        const text = tripMarkdown(found, services.trips.savedItinerary(found));
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

  registerPlanMyTrip(server);

  return server;
}

/** The plan_my_trip prompt's arguments: the trip form's fields, as text (prompt arguments are strings). */
const planMyTripArguments = {
  originAirport: z.string().describe(tripRequestShape.originAirport.description!),
  destinationCountry: z.string().describe(tripRequestShape.destinationCountry.description!),
  duration: z.string().describe(tripRequestShape.duration.description!),
  budget: z.string().describe(tripRequestShape.budget.description!),
  currency: z.string().optional().describe(`${tripRequestShape.currency.description!} PHP when left out.`),
  travelMonth: z.string().optional().describe('Month of travel, 1 to 12 or its name; ask when left out.'),
  cities: z
    .string()
    .optional()
    .describe('Cities to visit, comma-separated, in order; the planner picks when left out.'),
  preferences: z.string().optional().describe(`${tripRequestShape.preferences.description!} Comma-separated.`),
  departureTime: z.string().optional().describe('Outbound flight time, HH:MM.'),
  returnTime: z.string().optional().describe('Return flight time, HH:MM.'),
};

/** "Plan my trip": the trip form as a prompt, which walks the assistant through Lakbay's tools. */
function registerPlanMyTrip(server: McpServer) {
  server.registerPrompt(
    'plan_my_trip',
    {
      title: 'Plan my trip',
      description:
        'Plan a trip with Lakbay from the trip form’s fields: check the visa and the travel month, plan both ' +
        'itineraries, and offer to save the one the traveler likes.',
      argsSchema: planMyTripArguments,
    },
    (form) => {
      const given = Object.entries(form)
        .filter(([, value]) => value !== undefined && value.trim() !== '')
        .map(([field, value]) => `- ${field}: ${value!.trim()}`);
      const text = [
        'Plan my trip with Lakbay. What I filled in on the trip form:',
        ...given,
        '',
        'Please:',
        '1. Check what my Philippine passport needs with visa_requirements (purpose Tourism unless I say otherwise).',
        '2. Look at the travel month with travel_calendar: Philippine long weekends, and the season and festivals there.',
        '3. Plan both itineraries with plan_trip (lists as arrays, numbers as numbers; currency PHP unless given). ' +
          'Ask me first for anything plan_trip needs that is missing above.',
        '4. Show me the Budget-Focused and the Experience-Focused plan side by side: totals against my budget, ' +
          'and each day in a line or two.',
        '5. Offer to save the one I choose with save_plan, and then to go through departure_readiness.',
      ].join('\n');
      return { messages: [{ role: 'user', content: { type: 'text', text } }] };
    },
  );
}
