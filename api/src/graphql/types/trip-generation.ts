// Trip generation: the GraphQL twin of rest/generate-trip.ts over the same
// planner service, plus the trip form's fixed choices. `tripGeneration` is the
// progress answer's twin, a subscription over /graphql/stream (Server-Sent
// Events; docs/decisions/035-streamed-days.md).
import { EventEmitter, on } from 'node:events';
import {
  abortWhenClosed,
  type GeneratedTrip,
  type PlanContext,
  type PlannedDay,
  type PlannerStage,
} from '../../planners/planner.js';
import type { TripFormOptions } from '../../services/trip-generation/trip-generation.js';
import { builder } from '../builder.js';
import type { Day, Itinerary } from '@lakbay/validation/itinerary';
import { DayRef, ItineraryRef } from './itinerary.js';
import { ItineraryInput, ItineraryTypeEnum } from './trip.js';

const TripRequestInput = builder.inputType('TripRequestInput', {
  description:
    'What the traveler asks for (docs/product/trip-planning.md); `tripFormOptions` lists the allowed values.',
  fields: (t) => ({
    originAirport: t.string({ required: true, description: 'Philippine airport code, e.g. MNL.' }),
    destinationCountry: t.string({ required: true, description: 'Country code, e.g. JP.' }),
    cities: t.stringList({
      required: false,
      description: "Cities from the country's list, in the order to visit; none: the planner picks a route.",
    }),
    travelMonth: t.int({ required: false, description: 'Month of travel, 1 to 12; 1 when left out.' }),
    currency: t.string({ required: true, description: 'Currency of the budget and of every amount, e.g. PHP.' }),
    duration: t.int({ required: true, description: 'Days, 1 to 30.' }),
    budget: t.float({ required: true, description: 'Budget for the whole trip for one traveler, in `currency`.' }),
    preferences: t.stringList({ required: true, description: 'At least one preference key, e.g. food.' }),
    departureTime: t.string({ required: false, description: 'Outbound flight time, HH:MM.' }),
    returnTime: t.string({ required: false, description: 'Return flight time, HH:MM.' }),
  }),
});

const GeneratedTripRef = builder.objectRef<GeneratedTrip>('GeneratedTrip').implement({
  description: 'The two itineraries generated for one request.',
  fields: (t) => ({
    budgetItinerary: t.field({
      type: ItineraryRef,
      description: 'The Budget-Focused itinerary: within the budget whenever the budget allows.',
      resolve: (trip) => trip.budgetItinerary,
    }),
    experienceItinerary: t.field({
      type: ItineraryRef,
      description: 'The Experience-Focused itinerary: better stays and paid highlights, as far as the budget allows.',
      resolve: (trip) => trip.experienceItinerary,
    }),
  }),
});

type Options = TripFormOptions;

const AirportOption = builder.objectRef<Options['originAirports'][number]>('AirportOption').implement({
  description: 'A Philippine airport a trip can start from.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'IATA code, e.g. MNL.' }),
    label: t.exposeString('label', { description: 'What the form shows, e.g. Manila.' }),
  }),
});

const CountryOption = builder.objectRef<Options['destinationCountries'][number]>('CountryOption').implement({
  description: 'A destination country and the cities Lakbay plans for there.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Country code, e.g. JP.' }),
    name: t.exposeString('name', { description: 'Country name, e.g. Japan.' }),
    cities: t.exposeStringList('cities', { description: 'Cities or areas, most visited first; may be empty.' }),
  }),
});

const CurrencyOption = builder.objectRef<Options['currencies'][number]>('CurrencyOption').implement({
  description: 'A currency the budget and itineraries can use.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO code, e.g. PHP.' }),
    label: t.exposeString('label', { description: 'Name, e.g. Philippine Peso.' }),
    symbol: t.exposeString('symbol', { description: 'Symbol shown before amounts, e.g. ₱.' }),
  }),
});

const PreferenceOption = builder.objectRef<Options['preferences'][number]>('PreferenceOption').implement({
  description: 'A travel preference.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'What requests send, e.g. instagrammable.' }),
    label: t.exposeString('label', { description: 'What the form shows, e.g. Instagrammable Spots.' }),
  }),
});

const MonthOption = builder.objectRef<Options['months'][number]>('MonthOption').implement({
  description: 'A month of travel.',
  fields: (t) => ({
    value: t.exposeInt('value', { description: '1 to 12.' }),
    label: t.exposeString('label', { description: 'Month name, e.g. January.' }),
  }),
});

const TripFormLimits = builder.objectRef<Options['limits']>('TripFormLimits').implement({
  description: "The generation form's limits and defaults (docs/product/trip-planning.md).",
  fields: (t) => ({
    durationMin: t.exposeInt('durationMin', { description: 'Fewest days.' }),
    durationMax: t.exposeInt('durationMax', { description: 'Most days.' }),
    defaultDuration: t.exposeInt('defaultDuration', { description: 'Days the form starts with.' }),
    budgetMin: t.exposeInt('budgetMin', { description: "The form's lowest budget." }),
    budgetStep: t.exposeInt('budgetStep', { description: "The budget input's step." }),
    defaultBudget: t.exposeInt('defaultBudget', { description: 'Budget the form starts with.' }),
    defaultCurrency: t.exposeString('defaultCurrency', { description: 'Currency the form starts with.' }),
  }),
});

const TripFormOptionsRef = builder.objectRef<Options>('TripFormOptions').implement({
  description: 'Every fixed choice of the trip request form, so clients do not copy them.',
  fields: (t) => ({
    originAirports: t.field({
      type: [AirportOption],
      description: 'The 10 origin airports.',
      resolve: (options) => options.originAirports,
    }),
    destinationCountries: t.field({
      type: [CountryOption],
      description:
        'The 15 foreign destination countries, then the Philippines (PH) for trips at home, with their cities.',
      resolve: (options) => options.destinationCountries,
    }),
    currencies: t.field({
      type: [CurrencyOption],
      description: 'Currencies, PHP first.',
      resolve: (options) => options.currencies,
    }),
    preferences: t.field({
      type: [PreferenceOption],
      description: 'The six preferences.',
      resolve: (options) => options.preferences,
    }),
    months: t.field({ type: [MonthOption], description: 'January to December.', resolve: (options) => options.months }),
    limits: t.field({
      type: TripFormLimits,
      description: 'Limits and defaults.',
      resolve: (options) => options.limits,
    }),
  }),
});

builder.queryField('tripFormOptions', (t) =>
  t.field({
    type: TripFormOptionsRef,
    description: 'The trip form’s choices: airports, countries and cities, currencies, preferences, months, limits.',
    resolve: (_root, _args, context) => context.services.planner.formOptions(),
  }),
);

builder.mutationField('generateTrip', (t) =>
  t.field({
    type: GeneratedTripRef,
    description:
      'Plans a Budget-Focused and an Experience-Focused itinerary (up to about 60 seconds with the AI planner). ' +
      'Needs a verified user; limited per user per hour and per server at once (RATE_LIMITED).',
    args: { input: t.arg({ type: TripRequestInput, required: true, description: 'The trip request.' }) },
    resolve: async (_root, { input }, context) =>
      context.services.planner.generate(context.userId, input, {
        signal: abortWhenClosed(context.res),
        locale: await context.locale(),
      }),
  }),
);

const DayChangeInput = builder.inputType('DayChangeInput', {
  description: 'One day of a generated itinerary to plan again, before it is saved.',
  fields: (t) => ({
    request: t.field({
      type: TripRequestInput,
      required: true,
      description: 'The request the itinerary was planned for.',
    }),
    itinerary: t.field({
      type: ItineraryInput,
      required: true,
      description: 'The itinerary as the traveler sees it now.',
    }),
    kind: t.field({ type: ItineraryTypeEnum, required: true, description: 'Which of the two itineraries it is.' }),
    day: t.int({ required: true, description: 'The day number (1 is the first day).' }),
    instruction: t.string({
      required: true,
      description: 'What to change, e.g. "more relaxed", "rainy-day plan", "more food spots"; at most 200 characters.',
    }),
  }),
});

const ChangedDayRef = builder.objectRef<{ day: Day; itinerary: Itinerary }>('ChangedDay').implement({
  description: 'A day planned again, and the itinerary with it in place (its total follows the new day).',
  fields: (t) => ({
    day: t.field({ type: DayRef, description: 'The new day.', resolve: (change) => change.day }),
    itinerary: t.field({
      type: ItineraryRef,
      description: 'The itinerary with the new day.',
      resolve: (change) => change.itinerary,
    }),
  }),
});

builder.mutationField('changeDay', (t) =>
  t.field({
    type: ChangedDayRef,
    description:
      'Plans one day of a generated (unsaved) itinerary again as the traveler wishes, within what is left of the budget, ' +
      'never repeating a place of another day. Same rules as generateTrip: a verified user, RATE_LIMITED. ' +
      'For a saved trip, use changeTripDay.',
    args: { input: t.arg({ type: DayChangeInput, required: true, description: 'The day and the wish.' }) },
    resolve: async (_root, { input }, context) =>
      context.services.planner.changeDay(context.userId, input, {
        signal: abortWhenClosed(context.res),
        locale: await context.locale(),
      }),
  }),
);

type GenerationEvent = { stage: PlannerStage } | PlannedDay | { result: GeneratedTrip } | { error: unknown };

/**
 * A generation's callbacks as a stream: each stage and day in order, then the result, or the
 * failure as a last event (an error thrown by the stream itself would not reach the client as a
 * GraphQL error).
 */
async function* generationEvents(
  generate: (context: Pick<PlanContext, 'onProgress' | 'onDay'>) => Promise<GeneratedTrip>,
): AsyncGenerator<GenerationEvent> {
  // Listening before the generation starts: it may report its first stage at once.
  const emitter = new EventEmitter();
  const events = on(emitter, 'event');
  const push = (event: GenerationEvent) => emitter.emit('event', event);
  void generate({ onProgress: (stage) => push({ stage }), onDay: push }).then(
    (result) => push({ result }),
    (error: unknown) => push({ error }),
  );
  for await (const [event] of events) {
    yield event as GenerationEvent;
    if ('result' in event || 'error' in event) return;
  }
}

const PlannedDayRef = builder.objectRef<PlannedDay>('PlannedDay').implement({
  description: 'One day of an itinerary being generated, as soon as it is planned (checked as a whole plan is).',
  fields: (t) => ({
    plan: t.field({
      type: ItineraryTypeEnum,
      description: 'Which itinerary the day belongs to.',
      resolve: (day) => day.plan,
    }),
    index: t.exposeInt('index', { description: 'Where the day goes among its itinerary’s days, from 0.' }),
    day: t.field({ type: DayRef, description: 'The day.', resolve: (day) => day.day }),
  }),
});

const TripGenerationEventRef = builder
  .objectRef<Exclude<GenerationEvent, { error: unknown }>>('TripGenerationEvent')
  .implement({
    description: 'One step of a generation: exactly one of its fields is set.',
    fields: (t) => ({
      stage: t.string({
        nullable: true,
        description: 'budget-started, experience-started, budget-done or experience-done.',
        resolve: (event) => ('stage' in event ? event.stage : null),
      }),
      day: t.field({
        type: PlannedDayRef,
        nullable: true,
        description: 'A day, as soon as it is planned: a preview, the result is what counts.',
        resolve: (event) => ('day' in event ? event : null),
      }),
      result: t.field({
        type: GeneratedTripRef,
        nullable: true,
        description: 'Both itineraries: the last event.',
        resolve: (event) => ('result' in event ? event.result : null),
      }),
    }),
  });

builder.subscriptionField('tripGeneration', (t) =>
  t.field({
    type: TripGenerationEventRef,
    description:
      'generateTrip with its progress, over /graphql/stream: the stages, each day of both itineraries as soon as ' +
      'it is planned, then the result, and the stream ends. Same rules and errors as generateTrip; an error ends the stream.',
    args: { input: t.arg({ type: TripRequestInput, required: true, description: 'The trip request.' }) },
    subscribe: async (_root, { input }, context) => {
      // Over /graphql/stream, the generation stops with the stream (its session ended included).
      const signal = context.stream?.signal ?? abortWhenClosed(context.res);
      const locale = await context.locale();
      return generationEvents((progress) =>
        context.services.planner.generate(context.userId, input, { signal, locale, ...progress }),
      );
    },
    resolve: (event: GenerationEvent) => {
      if ('error' in event) throw event.error;
      return event;
    },
  }),
);
