// Philippine departure facts for the planners, read from the curated
// api/data/philippines.json: dated exchange rates, the travel tax, terminal
// fees, eTravel, Bureau of Immigration departure checks and the connection to
// Manila. Loaded and validated once per process; only the fields the planners
// use are checked, the rest of the file is for people.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** What the planners use, in the shape they use it. */
export interface PhilippinesFacts {
  /** PHP per one unit of a foreign currency, with the rate's date; only currencies with a sourced rate. */
  rates: Record<string, { php: number; date: string }>;
  travelTax: { amountPHP: number; note: string };
  /** The terminal fee (PSC) of the airport the international flight leaves from; 0 when no amount is sourced. */
  terminalFee(airport: string): { airport: string; amountPHP: number; note: string };
  /** How to get between an airport and Manila and back: bus or flight, PHP range for the round trip. */
  connectionToManila(airport: string): { mode: string; roundTripPHP: readonly [number, number]; note: string };
  /** Tip sentences. */
  eTravel: string;
  immigration: string;
  travelTaxStatus: string | null;
}

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
        effective: z.string().optional(),
        note: text.optional(),
      }),
    ),
  }),
  eTravel: z.object({ url: z.url(), rule: text, warning: text }),
  immigration: z.object({
    authority: text,
    primaryInspectionDocuments: z.array(text).min(1),
    secondaryInspection: z.object({ mayAskFor: z.array(text) }),
    specialCases: z.array(text),
  }),
  exchangeRates: z.object({
    rates: z.record(z.string(), z.object({ php: z.number().positive().nullable(), date: z.string().nullable() })),
  }),
  domesticToManila: z.record(z.string(), z.object({ mode: text, oneWayPHP: range, note: text.optional() })),
});

const file = new URL('../../data/philippines.json', import.meta.url);
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
  const rates = Object.fromEntries(
    Object.entries(data.exchangeRates.rates).flatMap(([code, rate]) =>
      rate.php !== null && rate.date !== null ? [[code, { php: rate.php, date: rate.date }]] : [],
    ),
  );
  const { eTravel, immigration, terminalFees } = data;
  const special = immigration.specialCases.filter((item) => !/unverified/i.test(item));
  return {
    rates,
    travelTax: { amountPHP: data.travelTax.rates.economyOrBusiness.full, note: data.travelTax.note },
    terminalFee(airport) {
      const fee = terminalFees.airports[airport];
      if (fee?.international) {
        const since = fee.effective ? ` since ${fee.effective}` : '';
        return {
          airport,
          amountPHP: fee.international,
          note: `International passenger service charge${since}. ${terminalFees.collection}`,
        };
      }
      return { airport, amountPHP: 0, note: fee?.note ?? 'No sourced amount; normally collected in the ticket.' };
    },
    connectionToManila(airport) {
      const connection = data.domesticToManila[airport];
      if (!connection) throw new Error(`No connection from ${airport} to Manila in philippines.json`);
      const [low, high] = connection.oneWayPHP;
      return {
        mode: connection.mode,
        roundTripPHP: [low * 2, high * 2],
        note: `Estimated ${connection.mode} fare, PHP ${low.toLocaleString('en-US')}–${high.toLocaleString('en-US')} each way (curator estimate). ${connection.note ?? ''}`.trim(),
      };
    },
    eTravel: `eTravel (${eTravel.url}): ${inSentence(eTravel.rule)} ${eTravel.warning}`,
    immigration:
      `${immigration.authority} departure check: have your ${immigration.primaryInspectionDocuments.map(inSentence).join(', ')} ready. ` +
      `Officers may also ask for ${immigration.secondaryInspection.mayAskFor.map(inSentence).join(', ')}.` +
      (special.length ? ` Also: ${special.map(inSentence).join('; ')}.` : ''),
    travelTaxStatus: data.travelTax.abolition
      ? `Travel tax abolition bill: ${data.travelTax.abolition.status}.` +
        `${data.travelTax.abolition.note ? ` ${capitalised(data.travelTax.abolition.note)}.` : ''} Until it is law, this plan counts the tax.`
      : null,
  };
}
