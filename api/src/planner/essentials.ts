// What every itinerary carries for a traveler leaving the Philippines,
// whichever planner made it: the money conversion (with its rate date), the
// flights and Philippine departure costs as `extraCosts`, and the tips no plan
// may forget (visa, eTravel, Bureau of Immigration documents).
import { AppError } from '../lib/errors.js';
import type { CountryData } from './destination-data.js';
import type { PhilippinesFacts } from './philippines-data.js';
import { CURRENCIES, ORIGIN_AIRPORTS, type TripRequest } from './trip-request.js';
import type { ExtraCost } from '../services/trips/itinerary.js';

export const VISA_HELP_POINTER =
  'Check visa requirements for Philippine passport holders on the Visa Help page (/visa-help).';

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

export function createMoney(facts: PhilippinesFacts, localCurrency: string, requested: string): Money {
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
        return `1 ${code} = PHP ${rate.php} (rate of ${rate.date})`;
      });
      if (!rates.length) return null;
      return `Prices were converted at ${rates.join(' and ')}; rates move, so check the current rate before you go.`;
    },
  };
}

export type FlightTier = 'budget' | 'experience';

const airportLabel = (code: string) => ORIGIN_AIRPORTS.find((airport) => airport.code === code)?.label ?? code;
const peso = (amount: number) => `PHP ${Math.round(amount).toLocaleString('en-US')}`;
const midpoint = ([low, high]: readonly [number, number]) => (low + high) / 2;
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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
}): ExtraCost[] {
  const { request, country, philippines, money, tier } = input;
  const origin = request.originAirport;
  const direct = country.flights.directFrom.includes(origin);
  const fares = country.flights.fromManilaPHP[tier];
  const costs: ExtraCost[] = [];
  const international = direct ? origin : 'MNL';
  if (!direct) {
    const connection = philippines.connectionToManila(origin);
    const what = connection.mode === 'flight' ? 'Domestic flights' : cap(connection.mode);
    costs.push({
      label: `${what} ${origin} ⇄ MNL (round trip)`,
      amount: money.php(midpoint(connection.roundTripPHP)),
      note: clip(
        `No direct flight from ${airportLabel(origin)} to ${country.name}: connect through Manila. ${connection.note}`,
      ),
    });
  }
  costs.push({
    label: `Round-trip flights ${international} ⇄ ${country.name}`,
    amount: money.php(midpoint(fares)),
    note: clip(
      `Typical ${tier === 'budget' ? 'low-cost' : 'full-service'} economy fare from Manila, ${peso(fares[0])}–${peso(fares[1])}` +
        `${international === 'MNL' ? '' : ` (fares from ${airportLabel(international)} may differ)`}; prices change with season and how early you book.`,
    ),
  });
  const tax = philippines.travelTax;
  costs.push({ label: 'Philippine travel tax (economy)', amount: money.php(tax.amountPHP), note: clip(tax.note) });
  const fee = philippines.terminalFee(international);
  costs.push({ label: `Terminal fee (${fee.airport})`, amount: money.php(fee.amountPHP), note: clip(fee.note) });
  return costs;
}

/** Visa (from the destination's curated tips), eTravel and Bureau of Immigration departure rules. */
export function filipinoTips(input: { country: CountryData; philippines: PhilippinesFacts }): string[] {
  const visa = input.country.tips.filter((tip) => /\bvisa/i.test(tip.text)).map((tip) => tip.text);
  const { eTravel, immigration, travelTaxStatus } = input.philippines;
  return [...visa, VISA_HELP_POINTER, eTravel, immigration, ...(travelTaxStatus ? [travelTaxStatus] : [])];
}

/** The destination's other curated tips. */
export function travelerTips(country: CountryData): string[] {
  return country.tips.filter((tip) => !/\bvisa/i.test(tip.text)).map((tip) => tip.text);
}
