// The Itinerary and Day shapes of docs/product/trips.md as GraphQL object types, over the
// zod types in domain/itinerary/itinerary.ts. Shared by trip generation and saved
// trips: define them here once and import the refs.
import type { Day, DayCosts, ExtraCost, Itinerary, UnverifiedPlace } from '../../domain/itinerary/itinerary.js';
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
