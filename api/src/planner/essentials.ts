// What every itinerary carries for a traveler leaving the Philippines,
// whichever planner made it: the money conversion (with its rate date), the
// flights and Philippine departure costs as `extraCosts`, and the tips no plan
// may forget (visa, eTravel, Bureau of Immigration documents), worded in the
// traveler's language; the curated texts inside them (notes, document names)
// stay as curated.
import { AppError } from '../lib/errors.js';
import type { CountryData } from './destination-data.js';
import type { PhilippinesFacts } from './philippines-data.js';
import type { Phrases } from './planner.js';
import { CURRENCIES, ORIGIN_AIRPORTS, type TripRequest } from './trip-request.js';
import type { ExtraCost } from '../services/trips/itinerary.js';

export interface Money {
  /** A local-currency amount in the requested currency, rounded to whole units. */
  local(amount: number): number;
  /** A PHP amount in the requested currency, rounded to whole units. */
  php(amount: number): number;
  /** `₱48,200`: zero fraction digits, as the web app shows money. */
  format(amount: number): string;
  /** Which rates converted the prices, and of which date; null when everything was in pesos. */
  rateTip(): string | null;
}

export function createMoney(facts: PhilippinesFacts, localCurrency: string, requested: string, say: Phrases): Money {
  const rateOf = (code: string) => {
    if (code === 'PHP') return { php: 1, date: '' };
    const rate = facts.rates[code];
    if (!rate) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `Trip planning is temporarily unavailable for this destination: we have no sourced exchange rate for ${code} yet.`,
      );
    }
    return rate;
  };
  const local = rateOf(localCurrency);
  const target = rateOf(requested);
  // Same currency: exactly 1, so JPY prices stay JPY prices without float noise.
  const localFactor = localCurrency === requested ? 1 : local.php / target.php;
  const phpFactor = requested === 'PHP' ? 1 : 1 / target.php;
  const symbol = CURRENCIES.find((currency) => currency.code === requested)?.symbol ?? `${requested} `;
  const used = [...new Set([localCurrency, requested].filter((code) => code !== 'PHP'))];
  return {
    local: (amount) => Math.round(amount * localFactor),
    php: (amount) => Math.round(amount * phpFactor),
    format: (amount) => `${symbol}${Math.round(amount).toLocaleString('en-US')}`,
    rateTip() {
      const rates = used.map((code) => {
        const rate = rateOf(code);
        return say('tip.rate', { code, php: rate.php, date: rate.date });
      });
      if (!rates.length) return null;
      return say('tip.rates', { rates: listOf(rates, say) });
    },
  };
}

export type FlightTier = 'budget' | 'experience';

/** `a, b and c` in the phrases' language. */
export function listOf(items: readonly string[], say: Phrases): string {
  if (items.length <= 1) return items.join('');
  return say('list.and', { first: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

const airportLabel = (code: string) => ORIGIN_AIRPORTS.find((airport) => airport.code === code)?.label ?? code;
const peso = (amount: number) => `PHP ${Math.round(amount).toLocaleString('en-US')}`;
const midpoint = ([low, high]: readonly [number, number]) => (low + high) / 2;
/** Extra-cost notes hold at most 300 characters. */
const clip = (text: string) => (text.length <= 300 ? text : `${text.slice(0, 299)}…`);

/**
 * Round-trip flights (through Manila when the origin has no direct flight),
 * the Philippine travel tax and the terminal fee of the airport the
 * international flight leaves from, in the requested currency.
 */
export function departureCosts(input: {
  request: TripRequest;
  country: CountryData;
  philippines: PhilippinesFacts;
  money: Money;
  tier: FlightTier;
  say: Phrases;
}): ExtraCost[] {
  const { request, country, philippines, money, tier, say } = input;
  const origin = request.originAirport;
  const direct = country.flights.directFrom.includes(origin);
  const fares = country.flights.fromManilaPHP[tier];
  const costs: ExtraCost[] = [];
  const international = direct ? origin : 'MNL';
  if (!direct) {
    const connection = philippines.connectionToManila(origin);
    const [low, high] = connection.oneWayPHP;
    const mode = connection.mode === 'flight' ? 'Flight' : 'Bus';
    costs.push({
      label: say(`cost.connection${mode}`, { origin }),
      amount: money.php(midpoint(connection.roundTripPHP)),
      note: clip(
        sentences(
          say('cost.connectionNote', { origin: airportLabel(origin), country: country.name }),
          say(`cost.connectionFare${mode}`, { low: low.toLocaleString('en-US'), high: high.toLocaleString('en-US') }),
          connection.note,
        ),
      ),
    });
  }
  const fare = { fare: say(`cost.fare.${tier}`), low: peso(fares[0]), high: peso(fares[1]) };
  costs.push({
    label: say('cost.flights', { from: international, country: country.name }),
    amount: money.php(midpoint(fares)),
    note: clip(
      international === 'MNL'
        ? say('cost.flightsNote', fare)
        : say('cost.flightsNoteFrom', { ...fare, airport: airportLabel(international) }),
    ),
  });
  const tax = philippines.travelTax;
  costs.push({ label: say('cost.travelTax'), amount: money.php(tax.amountPHP), note: clip(tax.note) });
  const fee = philippines.terminalFee(international);
  const feeNote = fee.amountPHP
    ? sentences(
        fee.since ? say('cost.terminalFeeNoteSince', { date: fee.since }) : say('cost.terminalFeeNote'),
        fee.collection,
      )
    : say('cost.terminalFeeUnknown');
  costs.push({
    label: say('cost.terminalFee', { airport: fee.airport }),
    amount: money.php(fee.amountPHP),
    note: clip(feeNote),
  });
  return costs;
}

const sentences = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** Visa (from the destination's curated tips and the Visa Help page), eTravel and Bureau of Immigration departure rules. */
export function filipinoTips(input: { country: CountryData; philippines: PhilippinesFacts; say: Phrases }): string[] {
  const { say } = input;
  const visa = input.country.tips.filter((tip) => /\bvisa/i.test(tip.text)).map((tip) => tip.text);
  const { eTravel, immigration, travelTaxAbolition } = input.philippines;
  const tips = [
    ...visa,
    say('tip.visaHelp'),
    sentences(
      say('tip.eTravel', { url: eTravel.url, hours: eTravel.registrationWindowHours }),
      eTravel.free ? say('tip.eTravelFree') : null,
    ),
    sentences(
      say('tip.immigration', {
        authority: immigration.authority,
        documents: immigration.documents.join(', '),
        more: immigration.mayAskFor.join(', '),
      }),
      immigration.specialCases.length
        ? say('tip.immigrationAlso', { cases: immigration.specialCases.join('; ') })
        : null,
    ),
  ];
  if (travelTaxAbolition) {
    tips.push(
      sentences(
        say('tip.travelTaxBill', { status: travelTaxAbolition.status }),
        travelTaxAbolition.note ? `${travelTaxAbolition.note}.` : null,
        say('tip.travelTaxCounted'),
      ),
    );
  }
  return tips;
}

/** The destination's other curated tips. */
export function travelerTips(country: CountryData): string[] {
  return country.tips.filter((tip) => !/\bvisa/i.test(tip.text)).map((tip) => tip.text);
}
