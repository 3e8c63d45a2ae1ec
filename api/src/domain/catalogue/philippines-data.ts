// Philippine departure facts for the planners, read from the curated
// api/data/philippines.json: dated exchange rates, the travel tax, terminal
// fees, eTravel, Bureau of Immigration departure checks and the connection to
// Manila. Loaded and validated once per process; only the fields the planners
// use are checked, the rest of the file is for people. The facts come out as
// data: the planners word them in the traveler's language (planners/costs-and-tips.ts).
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * How far a rate is confirmed: `sourced` is a central bank's own rate (or the cross of one central bank's
 * rates of one day); `derived` is worked out from other published rates; `unverified` rests on a reprint,
 * an aggregator or a code file. Only a sourced rate is confirmed: the product calls the others approximate.
 */
export type PesoRateStatus = 'sourced' | 'derived' | 'unverified';
export const PESO_RATE_STATUSES = ['sourced', 'derived', 'unverified'] as const satisfies readonly PesoRateStatus[];

/** A dated rate and whether it is confirmed against a central bank. */
export interface DatedRate {
  php: number;
  /** YYYY-MM-DD, or YYYY-MM when the source is that vague. */
  date: string;
  status: PesoRateStatus;
  /** Whether the rate is a central bank's own (status `sourced`); otherwise it is shown as approximate. */
  confirmed: boolean;
}

/** PHP per one unit of a foreign currency on a date: how every amount gets its peso equivalent. */
export interface PesoRate extends DatedRate {
  currency: string;
}

/** What the planners use, in the shape they use it. */
export interface PhilippinesFacts {
  /** PHP per one unit of a foreign currency, with the rate's date and status; only currencies with a dated rate. */
  rates: Record<string, DatedRate>;
  /** The same table as shown next to amounts; currencies without a dated rate (VND) are left out. */
  pesoRates: PesoRate[];
  travelTax: { amountPHP: number; note: string };
  /**
   * The international terminal fee (PSC) of the airport the flight leaves from, with the date it applies
   * from and how it is collected; amount 0 (and no collection) when no amount is sourced.
   */
  terminalFee(airport: string): { airport: string; amountPHP: number; since: string | null; collection: string | null };
  /** The same for a domestic flight; amount 0 when no amount is sourced. */
  domesticTerminalFee(airport: string): { airport: string; amountPHP: number; collection: string | null };
  /** How to get between an airport and Manila and back: bus or flight, PHP ranges one way and for the round trip. */
  connectionToManila(airport: string): {
    mode: ConnectionMode;
    oneWayPHP: readonly [number, number];
    roundTripPHP: readonly [number, number];
    note: string | null;
  };
  eTravel: { url: string; registrationWindowHours: number; registrationClosesHoursBefore: number; free: boolean };
  /** Document lists as items inside a sentence (lower case, no "(typical)"), special cases without unverified ones. */
  immigration: { authority: string; documents: string[]; mayAskFor: string[]; specialCases: string[] };
  travelTaxAbolition: { status: string; note: string | null } | null;
}

export type ConnectionMode = 'flight' | 'bus';

const text = z.string().trim().min(1);
const range = z.tuple([z.number().min(0), z.number().min(0)]);

const fileSchema = z.object({
  travelTax: z.object({
    note: text,
    rates: z.object({ economyOrBusiness: z.object({ full: z.number().positive() }) }),
    abolition: z.object({ status: text, note: text.optional() }).optional(),
  }),
  terminalFees: z.object({
    collection: text,
    airports: z.record(
      z.string(),
      z.object({
        international: z.number().positive().nullish(),
        domestic: z.number().positive().nullish(),
        effective: z.string().optional(),
      }),
    ),
  }),
  eTravel: z.object({
    url: z.url(),
    registrationWindowHours: z.number().int().positive(),
    registrationClosesHoursBefore: z.number().int().positive(),
    feePHP: z.number().min(0),
  }),
  immigration: z.object({
    authority: text,
    primaryInspectionDocuments: z.array(text).min(1),
    secondaryInspection: z.object({ mayAskFor: z.array(text) }),
    specialCases: z.array(text),
  }),
  exchangeRates: z.object({
    rates: z.record(
      z.string(),
      z.object({
        php: z.number().positive().nullable(),
        date: z.string().nullable(),
        // A rate that does not say how it was sourced is not confirmed.
        status: z.enum(PESO_RATE_STATUSES).default('unverified'),
      }),
    ),
  }),
  domesticToManila: z.record(
    z.string(),
    z.object({ mode: z.enum(['flight', 'bus']), oneWayPHP: range, note: text.optional() }),
  ),
});

const file = new URL('../../../data/philippines.json', import.meta.url);
let cached: PhilippinesFacts | undefined;

export function loadPhilippines(): PhilippinesFacts {
  cached ??= philippinesFacts(JSON.parse(readFileSync(file, 'utf8')));
  return cached;
}

/** A list item inside a sentence: no "(typical)" marker, no capital, words for ">=". */
const inSentence = (item: string) => {
  const plain = item.replace(/\s*\(typical\)$/i, '').replace(/\s*>=\s*/g, ' at least ');
  return plain.charAt(0).toLowerCase() + plain.slice(1);
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function philippinesFacts(raw: unknown): PhilippinesFacts {
  const data = fileSchema.parse(raw);
  const rates: PhilippinesFacts['rates'] = Object.fromEntries(
    Object.entries(data.exchangeRates.rates).flatMap(([code, rate]) =>
      rate.php !== null && rate.date !== null
        ? [[code, { php: rate.php, date: rate.date, status: rate.status, confirmed: rate.status === 'sourced' }]]
        : [],
    ),
  );
  const { eTravel, immigration, terminalFees } = data;
  return {
    rates,
    pesoRates: Object.entries(rates).map(([currency, rate]) => ({ currency, ...rate })),
    travelTax: { amountPHP: data.travelTax.rates.economyOrBusiness.full, note: data.travelTax.note },
    terminalFee(airport) {
      const fee = terminalFees.airports[airport];
      if (!fee?.international) return { airport, amountPHP: 0, since: null, collection: null };
      return {
        airport,
        amountPHP: fee.international,
        since: fee.effective ?? null,
        collection: terminalFees.collection,
      };
    },
    domesticTerminalFee(airport) {
      const fee = terminalFees.airports[airport]?.domestic;
      return fee
        ? { airport, amountPHP: fee, collection: terminalFees.collection }
        : { airport, amountPHP: 0, collection: null };
    },
    connectionToManila(airport) {
      const connection = data.domesticToManila[airport];
      if (!connection) throw new Error(`No connection from ${airport} to Manila in philippines.json`);
      const [low, high] = connection.oneWayPHP;
      return {
        mode: connection.mode,
        oneWayPHP: connection.oneWayPHP,
        roundTripPHP: [low * 2, high * 2],
        note: connection.note ?? null,
      };
    },
    eTravel: {
      url: eTravel.url,
      registrationWindowHours: eTravel.registrationWindowHours,
      registrationClosesHoursBefore: eTravel.registrationClosesHoursBefore,
      free: eTravel.feePHP === 0,
    },
    immigration: {
      authority: immigration.authority,
      documents: immigration.primaryInspectionDocuments.map(inSentence),
      mayAskFor: immigration.secondaryInspection.mayAskFor.map(inSentence),
      specialCases: immigration.specialCases.filter((item) => !/unverified/i.test(item)).map(inSentence),
    },
    travelTaxAbolition: data.travelTax.abolition
      ? {
          status: data.travelTax.abolition.status,
          note: data.travelTax.abolition.note ? capitalised(data.travelTax.abolition.note) : null,
        }
      : null,
  };
}
