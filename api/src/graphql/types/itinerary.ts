// The Itinerary and Day shapes of docs/product/trips.md as GraphQL object types, over the
// zod contract in @lakbay/validation/itinerary. Shared by trip generation and saved
// trips: define them here once and import the refs.
import type {
  Day,
  DayCosts,
  ExtraCost,
  Itinerary,
  MealKind,
  Stop,
  TimeSlot,
  Travel,
  TravelMode,
  UnverifiedPlace,
} from '@lakbay/validation/itinerary';
import { builder } from '../builder.js';

export const DayCostsRef = builder.objectRef<DayCosts>('DayCosts').implement({
  description: "A day's costs, in the itinerary's currency.",
  fields: (t) => ({
    accommodation: t.exposeFloat('accommodation', { description: 'Where to stay that night.' }),
    meals: t.exposeFloat('meals', { description: "The day's meals." }),
    activities: t.exposeFloat('activities', { description: 'Tickets, tours and other activities.' }),
    transportation: t.exposeFloat('transportation', { description: 'Getting around that day.' }),
  }),
});

export const UnverifiedPlaceRef = builder.objectRef<UnverifiedPlace>('UnverifiedPlace').implement({
  description:
    'A place a day names that Lakbay could not match with its curated places: show it as not verified by Lakbay.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The place, as the plan names it.' }),
    line: t.exposeString('line', {
      description: 'The activity, meal or accommodation of the day that names it, word for word.',
    }),
  }),
});

export const TimeSlotEnum = builder.enumType('TimeSlot', {
  description: 'The part of the day a stop is in.',
  values: {
    morning: { description: 'Before noon.' },
    afternoon: { description: 'Noon to 5 p.m.' },
    evening: { description: '5 to 8 p.m.: sunsets and dinner.' },
    night: { description: 'After 8 p.m.: night views, night markets, nightlife.' },
  } satisfies Record<TimeSlot, { description: string }>,
});

export const MealKindEnum = builder.enumType('MealKind', {
  description: 'Which meal.',
  values: {
    breakfast: { description: 'Breakfast.' },
    lunch: { description: 'Lunch.' },
    dinner: { description: 'Dinner.' },
  } satisfies Record<MealKind, { description: string }>,
});

export const TravelModeEnum = builder.enumType('TravelMode', {
  description: 'How to get to the next stop.',
  values: {
    walk: { description: 'On foot: the next stop is close.' },
    transit: { description: 'By train, metro or bus.' },
    taxi: { description: 'By taxi or ride-hailing.' },
  } satisfies Record<TravelMode, { description: string }>,
});

export const StopKindEnum = builder.enumType('StopKind', {
  description: "Whether a stop is one of the day's activities or one of its meals.",
  values: {
    activity: { description: "One of the day's activities (a sight, a tour, a market)." },
    meal: { description: "One of the day's meals, at a named place." },
  } satisfies Record<Stop['kind'], { description: string }>,
});

const PositionRef = builder.objectRef<NonNullable<Stop['position']>>('Position').implement({
  description: 'A point on the map.',
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Latitude, degrees.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude, degrees.' }),
    approximate: t.exposeBoolean('approximate', {
      description: 'true when the data places it only roughly (from its address or area).',
    }),
  }),
});

const TravelRef = builder.objectRef<Travel>('Travel').implement({
  description: 'The way from one stop to the next: an estimate from the distance between them.',
  fields: (t) => ({
    mode: t.field({ type: TravelModeEnum, description: 'How.', resolve: (travel) => travel.mode }),
    minutes: t.exposeInt('minutes', { description: 'About how long, minutes.' }),
    km: t.exposeFloat('km', { description: 'Straight-line distance, km.' }),
  }),
});

export const StopRef = builder.objectRef<Stop>('Stop').implement({
  description:
    'One place a day goes to, as data: the activity or meal line it belongs to, where it is, when, for how long, what it costs and the way to the next stop.',
  fields: (t) => ({
    kind: t.field({ type: StopKindEnum, description: 'Activity or meal.', resolve: (stop) => stop.kind }),
    line: t.exposeString('line', { description: "The day's activity or meal this stop is, word for word." }),
    meal: t.field({
      type: MealKindEnum,
      nullable: true,
      description: 'Which meal.',
      resolve: (stop) => stop.meal ?? null,
    }),
    placeId: t.exposeString('placeId', {
      nullable: true,
      description: "Lakbay's id of the place when it is one of its curated places, eateries or Local Secrets.",
    }),
    name: t.exposeString('name', { description: 'The place.' }),
    area: t.exposeString('area', { nullable: true, description: 'Its neighbourhood or district.' }),
    position: t.field({
      type: PositionRef,
      nullable: true,
      description: 'Where it is; null when not known.',
      resolve: (stop) => stop.position ?? null,
    }),
    slot: t.field({ type: TimeSlotEnum, description: 'Part of the day.', resolve: (stop) => stop.slot }),
    start: t.exposeString('start', { description: 'Local time it starts, HH:MM.' }),
    minutes: t.exposeInt('minutes', { description: 'How long to spend there.' }),
    cost: t.exposeFloat('cost', {
      description: "Per person, in the itinerary's currency: the ticket, or this meal's share of the day's meals.",
    }),
    note: t.exposeString('note', { nullable: true, description: 'Closed days or hours to know of.' }),
    next: t.field({
      type: TravelRef,
      nullable: true,
      description: 'The way to the next stop; null on the last one.',
      resolve: (stop) => stop.next ?? null,
    }),
  }),
});

export const DayRef = builder.objectRef<Day>('Day').implement({
  description: 'One day of an itinerary.',
  fields: (t) => ({
    day: t.exposeInt('day', { description: 'Day number, from 1.' }),
    title: t.exposeString('title', { description: 'A short title for the day.' }),
    activities: t.exposeStringList('activities', { description: 'What to do, in order; at least one.' }),
    accommodation: t.exposeString('accommodation', { description: 'Where to stay; may be empty.' }),
    transportation: t.exposeString('transportation', { description: 'How to get around; may be empty.' }),
    meals: t.exposeStringList('meals', { description: 'Where or what to eat.' }),
    costs: t.field({ type: DayCostsRef, description: "The day's costs.", resolve: (day) => day.costs }),
    unverifiedPlaces: t.field({
      type: [UnverifiedPlaceRef],
      description: 'The places this day names that Lakbay could not verify; empty when there are none.',
      resolve: (day) => day.unverifiedPlaces ?? [],
    }),
    stops: t.field({
      type: [StopRef],
      description:
        "The day's activities and meals as stops, in the order of the day; empty for plans made before stops and for lines without a place.",
      resolve: (day) => day.stops ?? [],
    }),
  }),
});

export const ExtraCostCategoryEnum = builder.enumType('ExtraCostCategory', {
  description: 'The expense category a cost outside the days plans for (budget against actual).',
  values: {
    flights: { description: 'Flights, including the connection to Manila.' },
    transportation: { description: 'Ferries, vans and buses between places.' },
    fees: { description: 'Travel tax, terminal and local fees.' },
  } as const,
});

export const ExtraCostRef = builder.objectRef<ExtraCost>('ExtraCost').implement({
  description:
    'A cost outside the days, e.g. flights from the origin airport, Philippine travel tax or a terminal fee.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the cost is for.' }),
    amount: t.exposeFloat('amount', { description: "The amount, in the itinerary's currency." }),
    note: t.exposeString('note', { nullable: true, description: 'Where the figure comes from, or a caveat.' }),
    category: t.field({
      type: ExtraCostCategoryEnum,
      nullable: true,
      description: 'What it counts as against expenses; null in plans made before expenses (counted as other).',
      resolve: (cost) => cost.category ?? null,
    }),
  }),
});

export const ItineraryRef = builder.objectRef<Itinerary>('Itinerary').implement({
  description: 'A day-by-day plan for a trip (docs/product/trip-planning.md): Budget-Focused or Experience-Focused.',
  fields: (t) => ({
    destination: t.exposeString('destination', { description: 'Where the trip goes, as shown to the traveler.' }),
    totalBudget: t.exposeFloat('totalBudget', {
      description: "What the whole trip costs, in the itinerary's currency.",
    }),
    currency: t.exposeString('currency', { description: 'Three-letter currency code of every amount, e.g. PHP.' }),
    duration: t.exposeInt('duration', { description: 'Length of the trip in days.' }),
    startDate: t.exposeString('startDate', {
      nullable: true,
      description: 'First day (ISO date), or null for flexible dates.',
    }),
    overview: t.exposeString('overview', { description: 'A summary of the plan.' }),
    tips: t.exposeStringList('tips', { description: 'Travel tips, in order.' }),
    days: t.field({ type: [DayRef], description: 'The days, in order.', resolve: (itinerary) => itinerary.days }),
    extraCosts: t.field({
      type: [ExtraCostRef],
      description: 'Costs outside the days (flights, travel tax, terminal fee).',
      resolve: (itinerary) => itinerary.extraCosts,
    }),
    unverifiedPlaceCount: t.exposeInt('unverifiedPlaceCount', {
      nullable: true,
      description:
        'How many different places the days name that Lakbay could not verify; null for a plan made before places were checked.',
    }),
  }),
});
