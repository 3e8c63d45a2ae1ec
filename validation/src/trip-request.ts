// What a trip request accepts (docs/product/trip-planning.md): the rules every
// generation goes through (api/src/domain/itinerary/trip-request.ts adds its lists and
// what only the server knows, the destinations' curated cities) and the
// /generate-trip form checks before sending. The lists are the API's; the web
// app has them from the `tripFormOptions` query, so both build the schema with
// `tripRequestForm(choices)`.
import { z } from 'zod';
import { rule } from './rules.js';

type List<T extends string> = readonly [T, ...T[]];

/** The choices and limits a request is checked against. */
export interface TripRequestChoices<
  Origin extends string = string,
  Country extends string = string,
  Currency extends string = string,
  Preference extends string = string,
> {
  originAirports: List<Origin>;
  countries: List<Country>;
  currencies: List<Currency>;
  preferences: List<Preference>;
  durationMin: number;
  durationMax: number;
}

/** A required choice: missing or blank gives the field's "required" message, anything off the list the other one. */
export const choice = <T extends string>(values: List<T>, required: string, unknown: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(values as [T, ...T[]], { error: unknown }));

/** Form inputs arrive as numbers or numeric text (number inputs are held as text). */
const numeric = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).finite(message),
  );

const month = rule('validation:tripRequest.month');

/** 1 to 12; docs/product/trip-planning.md: 1 when the request sends none. */
export const travelMonth = numeric(month)
  .pipe(z.number().int(month).min(1, month).max(12, month))
  .nullish()
  .transform((value) => value ?? 1);

const timeMessage = rule('validation:tripRequest.time');

/** An optional `HH:MM`; empty is none (null). */
const time = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: timeMessage })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage)
    .nullish()
    .transform((value) => value ?? null),
);

const citiesMessage = rule('validation:tripRequest.cities');
const preferencesMessage = rule('validation:tripRequest.preferences');
const budgetMessage = rule('validation:tripRequest.budget');

/** The destination's required and unknown messages, for the other screens that ask for a trip's country. */
export const countryMessages = {
  required: rule('validation:tripRequest.country'),
  unknown: rule('validation:tripRequest.countryUnknown'),
  month,
} as const;

/**
 * A trip request as the API validates it and the form checks it. City names
 * are matched against the destination's curated list by the API, which knows
 * where that list lives.
 */
export const tripRequestForm = <
  Origin extends string,
  Country extends string,
  Currency extends string,
  Preference extends string,
>(
  choices: TripRequestChoices<Origin, Country, Currency, Preference>,
) =>
  z.object({
    originAirport: choice(
      choices.originAirports,
      rule('validation:tripRequest.origin'),
      rule('validation:tripRequest.originUnknown'),
    ),
    destinationCountry: choice(choices.countries, countryMessages.required, countryMessages.unknown),
    cities: z
      .array(z.string({ error: citiesMessage }).trim().min(1, citiesMessage).max(100, citiesMessage), {
        error: citiesMessage,
      })
      .max(30, citiesMessage)
      .nullish()
      .transform((cities) => [...new Set(cities ?? [])]),
    travelMonth,
    currency: choice(
      choices.currencies,
      rule('validation:tripRequest.currency'),
      rule('validation:tripRequest.currencyUnknown'),
    ),
    duration: numeric(rule('validation:tripRequest.durationMin')).pipe(
      z
        .number()
        .int(rule('validation:tripRequest.durationWhole'))
        .min(choices.durationMin, rule('validation:tripRequest.durationMin'))
        .max(choices.durationMax, rule('validation:tripRequest.durationMax', { max: choices.durationMax })),
    ),
    budget: numeric(budgetMessage).pipe(
      z.number().gt(0, budgetMessage).max(1_000_000_000, rule('validation:tripRequest.budgetTooLarge')),
    ),
    preferences: z
      .array(z.enum(choices.preferences as [Preference, ...Preference[]], { error: preferencesMessage }), {
        error: preferencesMessage,
      })
      .min(1, preferencesMessage)
      .transform((preferences) => [...new Set(preferences)]),
    departureTime: time,
    returnTime: time,
  });
