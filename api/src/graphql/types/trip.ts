// Saved trips over GraphQL: the twin of rest/trips.ts, over the same trip
// service (which checks the user, ownership, status rules and itineraries).
// Every field that returns trips spreads Pothos's `query` into the service's
// Prisma call, so a list of trips is one SQL statement.
import type { InputFieldBuilder, SchemaTypes } from '@pothos/core';
import { ItineraryType, TripStatus } from '../../generated/prisma/enums.js';
import { abortWhenClosed } from '../../planners/planner.js';
import { MAX_TRIPS_PAGE, type TripCounts } from '../../services/trips/trips.js';
import { builder } from '../builder.js';
import { fieldCost } from '../query-cost.js';
import {
  ExtraCostCategoryEnum,
  ItineraryRef,
  MealKindEnum,
  StopKindEnum,
  TimeSlotEnum,
  TravelModeEnum,
} from './itinerary.js';

export const TripStatusEnum = builder.enumType('TripStatus', {
  description: 'Where a trip stands (docs/product/trips.md). New trips are upcoming; nothing leaves canceled.',
  values: {
    upcoming: { value: TripStatus.upcoming, description: 'Planned and not yet taken (the default).' },
    past: { value: TripStatus.past, description: 'Marked as complete; can move back to upcoming.' },
    canceled: { value: TripStatus.canceled, description: 'Canceled for good: the trip can no longer be changed.' },
  },
});

export const ItineraryTypeEnum = builder.enumType('ItineraryType', {
  description: 'Which of the two generated itineraries.',
  values: {
    budget: { value: ItineraryType.budget, description: 'Budget-Focused.' },
    experience: { value: ItineraryType.experience, description: 'Experience-Focused.' },
  },
});

// Include mode (whole rows), not select mode: the dashboard's cards need both itineraries anyway
// (savedItinerary depends on the row), and select mode wraps every exposed field, which measured
// about 6% more CPU for that list (docs/decisions/015-itinerary-read-cache.md).
builder.prismaObject('Trip', {
  description: 'A saved trip with both itineraries. Only its owner can read or change it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Stable numeric id; the page is /trips/{id}.' }),
    originAirport: t.exposeString('originAirport', { description: 'Airport code the trip starts from, e.g. MNL.' }),
    destinationCountry: t.exposeString('destinationCountry', {
      description: 'Country code (e.g. JP) or, for trips made in the create-trip dialog, the destination as typed.',
    }),
    cities: t.exposeStringList('cities', { description: 'Cities chosen for the trip; may be empty.' }),
    travelMonth: t.exposeInt('travelMonth', { description: 'Month of travel, 1 (January) to 12.' }),
    currency: t.exposeString('currency', { description: 'Three-letter code the budget is in, e.g. PHP.' }),
    duration: t.exposeInt('duration', { description: 'Length of the trip in days, 1 to 30.' }),
    budget: t.exposeInt('budget', { description: 'The traveler’s budget, in `currency`.' }),
    preferences: t.exposeStringList('preferences', {
      description: 'Interest keys: landmarks, food, shopping, adventure, culture, instagrammable.',
    }),
    budgetItinerary: t.field({
      type: ItineraryRef,
      description:
        'The Budget-Focused itinerary. A stored one that cannot be read gives the fallback of docs/product/trips.md.',
      resolve: (trip, _args, context) => context.services.trips.itinerary(trip, 'budgetItinerary'),
    }),
    experienceItinerary: t.field({
      type: ItineraryRef,
      description:
        'The Experience-Focused itinerary. A stored one that cannot be read gives the fallback of docs/product/trips.md.',
      resolve: (trip, _args, context) => context.services.trips.itinerary(trip, 'experienceItinerary'),
    }),
    savedItinerary: t.field({
      type: ItineraryRef,
      description: 'The itinerary of `savedType`: the one a trip card and the trip page show.',
      resolve: (trip, _args, context) => context.services.trips.savedItinerary(trip),
    }),
    savedType: t.expose('savedType', { type: ItineraryTypeEnum, description: 'The itinerary the traveler chose.' }),
    status: t.expose('status', { type: TripStatusEnum, description: 'upcoming, past or canceled.' }),
    startDate: t.expose('startDate', {
      type: 'DateTime',
      nullable: true,
      description: 'First day, as midnight UTC of that calendar day (format it in UTC); null for flexible dates.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the trip was saved.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the trip last changed.' }),
    version: t.exposeInt('version', {
      description: 'Goes up by one on every change. Send it back as `expectedVersion` so a concurrent edit is refused.',
    }),
    diaries: t.relation('diaries', {
      description: 'The traveler’s diary entries for this trip, oldest first; empty when there are none.',
      query: { orderBy: [{ date: 'asc' }, { id: 'asc' }] },
    }),
  }),
});

builder.prismaObject('TripDiary', {
  description: 'A diary entry the traveler wrote for a trip.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Stable numeric id.' }),
    title: t.exposeString('title', { description: 'The entry’s title.' }),
    content: t.exposeString('content', { description: 'The entry’s text.' }),
    date: t.expose('date', { type: 'DateTime', description: 'The day the entry is about.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the entry was written.' }),
  }),
});

const TripCountsRef = builder.objectRef<TripCounts>('TripCounts').implement({
  description: 'How many of the signed-in user’s trips have each status (the tab badges).',
  fields: (t) => ({
    upcoming: t.exposeInt('upcoming', { description: 'Upcoming trips.' }),
    past: t.exposeInt('past', { description: 'Past trips.' }),
    canceled: t.exposeInt('canceled', { description: 'Canceled trips.' }),
  }),
});

// ---------------------------------------------------------------------------
// Inputs. The service validates them (docs/product/trips.md) and answers BAD_USER_INPUT with
// the message and the offending `field`.

const DayCostsInput = builder.inputType('DayCostsInput', {
  description: "A day's costs, in the itinerary's currency; none below 0.",
  fields: (t) => ({
    accommodation: t.float({ required: true, description: 'Where to stay that night.' }),
    meals: t.float({ required: true, description: "The day's meals." }),
    activities: t.float({ required: true, description: 'Tickets, tours and other activities.' }),
    transportation: t.float({ required: true, description: 'Getting around that day.' }),
  }),
});

const UnverifiedPlaceInput = builder.inputType('UnverifiedPlaceInput', {
  description: 'A place not verified by Lakbay, as read from `UnverifiedPlace`.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The place, as the plan names it.' }),
    line: t.string({ required: true, description: 'The activity, meal or accommodation that names it.' }),
  }),
});

const PositionInput = builder.inputType('PositionInput', {
  description: 'A point on the map, as read from `Position`.',
  fields: (t) => ({
    lat: t.float({ required: true, description: 'Latitude, degrees.' }),
    lng: t.float({ required: true, description: 'Longitude, degrees.' }),
    approximate: t.boolean({ required: true, description: 'true when placed only roughly.' }),
  }),
});

const TravelInput = builder.inputType('TravelInput', {
  description: 'The way to the next stop, as read from `Travel`.',
  fields: (t) => ({
    mode: t.field({ type: TravelModeEnum, required: true, description: 'How.' }),
    minutes: t.int({ required: true, description: 'About how long, minutes.' }),
    km: t.float({ required: true, description: 'Straight-line distance, km.' }),
  }),
});

const StopInput = builder.inputType('StopInput', {
  description: 'A stop, as read from `Stop`; a stop whose line is no longer in the day is dropped.',
  fields: (t) => ({
    kind: t.field({ type: StopKindEnum, required: true, description: 'Activity or meal.' }),
    line: t.string({ required: true, description: "The day's activity or meal this stop is, word for word." }),
    meal: t.field({ type: MealKindEnum, required: false, description: 'Which meal.' }),
    placeId: t.string({ required: false, description: "Lakbay's id of the place, when it is one of its own." }),
    name: t.string({ required: true, description: 'The place.' }),
    area: t.string({ required: false, description: 'Its neighbourhood or district.' }),
    position: t.field({ type: PositionInput, required: false, description: 'Where it is.' }),
    slot: t.field({ type: TimeSlotEnum, required: true, description: 'Part of the day.' }),
    start: t.string({ required: true, description: 'Local time it starts, HH:MM.' }),
    minutes: t.int({ required: true, description: 'How long to spend there.' }),
    cost: t.float({ required: true, description: "Per person, in the itinerary's currency." }),
    note: t.string({ required: false, description: 'Closed days or hours to know of.' }),
    next: t.field({ type: TravelInput, required: false, description: 'The way to the next stop.' }),
  }),
});

const DayInput = builder.inputType('DayInput', {
  description: 'One day of an itinerary.',
  fields: (t) => ({
    day: t.int({ required: true, description: 'Day number, from 1.' }),
    title: t.string({ required: true, description: 'A short title; not empty.' }),
    activities: t.stringList({ required: true, description: 'At least one activity.' }),
    accommodation: t.string({ required: true, description: 'Where to stay; may be empty.' }),
    transportation: t.string({ required: true, description: 'How to get around; may be empty.' }),
    meals: t.stringList({ required: true, description: 'Where or what to eat; may be empty.' }),
    costs: t.field({ type: DayCostsInput, required: true, description: "The day's costs." }),
    unverifiedPlaces: t.field({
      type: [UnverifiedPlaceInput],
      required: false,
      description:
        'Places not verified by Lakbay, as read from `Day`; a mark whose line is no longer in the day is dropped.',
    }),
    stops: t.field({ type: [StopInput], required: false, description: 'The stops, as read from `Day`.' }),
  }),
});

const ExtraCostInput = builder.inputType('ExtraCostInput', {
  description: 'A cost outside the days, e.g. flights or the Philippine travel tax.',
  fields: (t) => ({
    label: t.string({ required: true, description: 'What the cost is for.' }),
    amount: t.float({ required: true, description: 'The amount, not below 0.' }),
    note: t.string({ required: false, description: 'Where the figure comes from, or a caveat.' }),
    category: t.field({
      type: ExtraCostCategoryEnum,
      required: false,
      description: 'What it counts as against expenses; send back what `ExtraCost.category` said.',
    }),
  }),
});

export const ItineraryInput = builder.inputType('ItineraryInput', {
  description: 'A whole itinerary, as read from `Itinerary` (drop `__typename`).',
  fields: (t) => ({
    destination: t.string({ required: true, description: 'Where the trip goes, as shown to the traveler.' }),
    totalBudget: t.float({ required: true, description: 'What the whole trip costs, not below 0.' }),
    currency: t.string({ required: true, description: 'Three-letter currency code, e.g. PHP.' }),
    duration: t.int({ required: true, description: 'Length of the trip in days, 1 to 30.' }),
    startDate: t.string({ required: false, description: 'First day (ISO date), or null for flexible dates.' }),
    overview: t.string({ required: true, description: 'A summary of the plan.' }),
    tips: t.stringList({ required: true, description: 'Travel tips, in order.' }),
    days: t.field({ type: [DayInput], required: true, description: 'The days, in order.' }),
    extraCosts: t.field({
      type: [ExtraCostInput],
      required: false,
      description: 'Costs outside the days; none when omitted.',
    }),
    unverifiedPlaceCount: t.int({
      required: false,
      description: "As read from `Itinerary`; the server counts it again from the days' marks.",
    }),
  }),
});

/** The trip details the create-trip dialog and a generation request share (docs/product/trips.md). */
const tripDetailFields = <Types extends SchemaTypes>(t: InputFieldBuilder<Types, 'InputObject'>) => ({
  originAirport: t.string({ required: true, description: 'Origin airport code, e.g. MNL; at least 2 characters.' }),
  destinationCountry: t.string({
    required: true,
    description: 'Destination country code (e.g. JP) or name; at least 2 characters.',
  }),
  cities: t.stringList({ required: false, description: 'Cities to visit; up to 20.' }),
  travelMonth: t.int({ required: true, description: 'Month of travel, 1 to 12.' }),
  currency: t.string({ required: true, description: 'Three-letter currency code, e.g. PHP.' }),
  duration: t.int({ required: true, description: 'Days, 1 to 30.' }),
  budget: t.int({ required: true, description: 'Budget in `currency`, at least 1.' }),
  preferences: t.stringList({
    required: false,
    description: 'Interest keys: landmarks, food, shopping, adventure, culture, instagrammable.',
  }),
  startDate: t.string({ required: false, description: 'First day as an ISO date (2026-12-01); empty for flexible.' }),
});

const CreateTripInput = builder.inputType('CreateTripInput', {
  description:
    'The create-trip dialog. Both itineraries start with one placeholder day per trip day, ready to be edited.',
  fields: (t) => tripDetailFields(t),
});

const SaveTripInput = builder.inputType('SaveTripInput', {
  description: 'A generation result to save (Save Itinerary), or a customized one (the customize page).',
  fields: (t) => ({
    ...tripDetailFields(t),
    budgetItinerary: t.field({ type: ItineraryInput, required: true, description: 'The Budget-Focused itinerary.' }),
    experienceItinerary: t.field({
      type: ItineraryInput,
      required: true,
      description: 'The Experience-Focused itinerary.',
    }),
    savedType: t.field({ type: ItineraryTypeEnum, required: true, description: 'The tab the traveler saved from.' }),
  }),
});

const UpdateTripInput = builder.inputType('UpdateTripInput', {
  description: 'The Edit Trip dialog: only the fields given change; null leaves a field as it is (except startDate).',
  fields: (t) => ({
    originAirport: t.string({ required: false, description: 'Origin airport code, at least 2 characters.' }),
    destinationCountry: t.string({ required: false, description: 'Destination, at least 2 characters.' }),
    travelMonth: t.int({ required: false, description: 'Month of travel, 1 to 12.' }),
    currency: t.string({ required: false, description: 'Three-letter currency code.' }),
    duration: t.int({ required: false, description: 'Days, 1 to 30.' }),
    budget: t.int({ required: false, description: 'Budget, at least 1.' }),
    startDate: t.string({ required: false, description: 'ISO date; null or empty clears it (flexible dates).' }),
  }),
});

const idArg = { required: true, description: 'The trip id.' } as const;
const expectedVersionArg = {
  required: false,
  description:
    'The `version` the client read. If the trip has changed since, the edit is refused with CONFLICT instead of overwriting that change.',
} as const;

/** The trips page when `first` and `last` are left out. */
const TRIPS_PAGE = 20;

builder.queryFields((t) => ({
  trips: t.prismaConnection(
    {
      type: 'Trip',
      cursor: 'id',
      defaultSize: TRIPS_PAGE,
      maxSize: MAX_TRIPS_PAGE,
      extensions: fieldCost({ items: { default: TRIPS_PAGE, max: MAX_TRIPS_PAGE } }),
      description:
        'The signed-in, verified user’s trips, newest first, a page at a time (Relay cursor connection; 20 by default, at most 100). API tokens need the trips:read scope.',
      args: { status: t.arg({ type: TripStatusEnum, required: false, description: 'Only trips with this status.' }) },
      resolve: (query, _root, args, context) =>
        context.services.trips.list(context.userId, { status: args.status }, query),
    },
    { name: 'TripConnection', description: 'A page of trips.' },
    { name: 'TripEdge', description: 'A trip in a page of trips.' },
  ),

  tripCounts: t.field({
    type: TripCountsRef,
    description: 'How many of the user’s trips are upcoming, past and canceled.',
    resolve: (_root, _args, context) => context.services.trips.counts(context.userId),
  }),

  trip: t.prismaField({
    type: 'Trip',
    description: 'One of the user’s trips. NOT_FOUND when it does not exist or belongs to someone else.',
    args: { id: t.arg.int(idArg) },
    resolve: (query, _root, { id }, context) => context.services.trips.get(context.userId, id, query),
  }),
}));

builder.mutationFields((t) => ({
  saveTrip: t.prismaField({
    type: 'Trip',
    description: 'Saves a generated or customized trip. It starts upcoming.',
    args: { input: t.arg({ type: SaveTripInput, required: true, description: 'The request and both itineraries.' }) },
    resolve: (query, _root, { input }, context) => context.services.trips.create(context.userId, input, query),
  }),

  createTrip: t.prismaField({
    type: 'Trip',
    description: 'Creates a trip from the create-trip dialog. It starts upcoming, with placeholder days to plan.',
    args: { input: t.arg({ type: CreateTripInput, required: true, description: 'The trip details.' }) },
    resolve: (query, _root, { input }, context) => context.services.trips.create(context.userId, input, query),
  }),

  updateTrip: t.prismaField({
    type: 'Trip',
    description: 'Edits trip details. CONFLICT when the trip is canceled or `expectedVersion` is stale.',
    args: {
      id: t.arg.int(idArg),
      input: t.arg({ type: UpdateTripInput, required: true, description: 'The details to change.' }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (query, _root, { id, input, expectedVersion }, context) =>
      context.services.trips.update(context.userId, id, { ...input, expectedVersion }, query),
  }),

  updateTripItinerary: t.prismaField({
    type: 'Trip',
    description:
      'Replaces one whole itinerary (e.g. after editing a day); the other is untouched. CONFLICT when the trip is canceled or `expectedVersion` is stale.',
    args: {
      id: t.arg.int(idArg),
      type: t.arg({ type: ItineraryTypeEnum, required: true, description: 'Which itinerary to replace.' }),
      itinerary: t.arg({ type: ItineraryInput, required: true, description: 'The new itinerary, whole.' }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (query, _root, { id, type, itinerary, expectedVersion }, context) => {
      const field = type === ItineraryType.experience ? 'experienceItinerary' : 'budgetItinerary';
      return context.services.trips.update(context.userId, id, { [field]: itinerary, expectedVersion }, query);
    },
  }),

  addPlaceToTrip: t.prismaField({
    type: 'Trip',
    description:
      'Appends a place a Local Secrets search found to a day of the itinerary the trip shows: its name, address and map link, looked up by the server. NOT_FOUND when the place is no longer known; CONFLICT when the trip is canceled or `expectedVersion` is stale.',
    args: {
      id: t.arg.int(idArg),
      placeId: t.arg.string({ required: true, description: 'The `id` of a place from `localSecrets`.' }),
      day: t.arg.int({ required: true, description: 'The day number (1 is the first day).' }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (query, _root, { id, placeId, day, expectedVersion }, context) =>
      context.services.tripPlaces.add(context.userId, id, { placeId, day, expectedVersion }, query),
  }),

  changeTripDay: t.prismaField({
    type: 'Trip',
    description:
      'Plans one day of the itinerary the trip shows again, as the traveler wishes ("more relaxed", "rainy-day plan", ' +
      'or their own words), within what is left of the budget, and saves it. Same rules as generateTrip (a verified ' +
      'user, RATE_LIMITED) and as editing the trip (owner or editor; CONFLICT when canceled or `expectedVersion` is stale). ' +
      'Undo by saving the previous day back with updateTripItinerary.',
    args: {
      id: t.arg.int(idArg),
      day: t.arg.int({ required: true, description: 'The day number (1 is the first day).' }),
      instruction: t.arg.string({ required: true, description: 'What to change, at most 200 characters.' }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: async (query, _root, { id, day, instruction, expectedVersion }, context) =>
      context.services.tripDayChange.change(
        context.userId,
        id,
        { day, instruction, expectedVersion },
        { signal: abortWhenClosed(context.res), locale: await context.locale() },
        query,
      ),
  }),

  updateTripStatus: t.prismaField({
    type: 'Trip',
    description:
      'Moves a trip: upcoming → past (Mark as Complete), past → upcoming, either → canceled. A canceled trip answers CONFLICT.',
    args: {
      id: t.arg.int(idArg),
      status: t.arg({ type: TripStatusEnum, required: true, description: 'The new status.' }),
    },
    resolve: (query, _root, { id, status }, context) =>
      context.services.trips.setStatus(context.userId, id, { status }, query),
  }),

  deleteTrip: t.boolean({
    description: 'Deletes the trip for good, with its diary entries. NOT_FOUND when it is missing or someone else’s.',
    args: { id: t.arg.int(idArg) },
    resolve: (_root, { id }, context) => context.services.trips.deleteTrip(context.userId, id),
  }),
}));
