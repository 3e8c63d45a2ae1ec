// What every itinerary carries for a traveler leaving the Philippines,
// whichever planner made it: the money conversion (with its rate date), the
// flights and Philippine departure costs as `extraCosts`, and the tips no plan
// may forget (visa, eTravel, Bureau of Immigration documents), worded in the
// traveler's language; the curated texts inside them (notes, document names)
// stay as curated.
import {
  GOVERNMENT_ID_TIP,
  type CountryData,
  type DomesticCity,
  type Journey,
} from '../domain/catalogue/destination-data.js';
import type { PhilippinesFacts } from '../domain/catalogue/philippines-data.js';
import type { Phrases } from './planner.js';
import { sentence } from '../domain/wording.js';
import { CURRENCIES, ORIGIN_AIRPORTS, type TripRequest } from '../domain/itinerary/trip-request.js';
import type { ExtraCost } from '@lakbay/validation/itinerary';

export interface Money {
  /**
   * The currency of the plan's amounts: the requested one, or the destination's own when a dated rate
   * for either is missing (then no amount can be put in pesos or in the requested currency).
   */
  currency: string;
  /** The traveler's budget in `currency`; null when no dated rate converts it. */
  budget: number | null;
  /** Whether PHP amounts (flights, travel tax, fees) convert to `currency`: false when its rate is missing. */
  convertsPesos: boolean;
  /** A local-currency amount in `currency`, rounded to whole units. */
  local(amount: number): number;
  /** A PHP amount in `currency`, rounded to whole units; only when `convertsPesos`. */
  php(amount: number): number;
  /** `₱48,200`: zero fraction digits, as the web app shows money. */
  format(amount: number): string;
  /** Which rates converted the prices, and of which date, or why there is no peso equivalent; null when everything was in pesos. */
  rateTip(): string | null;
}

type Rate = { php: number; date: string; confirmed: boolean };

/** `₱48,200` or `VND 1,250,000`: zero fraction digits, as the web app shows money. */
export function formatAmount(amount: number, code: string): string {
  const symbol = CURRENCIES.find((currency) => currency.code === code)?.symbol ?? `${code} `;
  return `${symbol}${Math.round(amount).toLocaleString('en-US')}`;
}

/**
 * Converts the destination's prices and the Philippine costs for one request.
 * A missing rate never refuses the trip: the plan is then made in the local
 * currency, which needs no rate, and says plainly why there is no peso
 * equivalent.
 */
export function createMoney(
  facts: PhilippinesFacts,
  localCurrency: string,
  request: Pick<TripRequest, 'currency' | 'budget'>,
  say: Phrases,
): Money {
  const rateOf = (code: string): Rate | undefined =>
    code === 'PHP' ? { php: 1, date: '', confirmed: true } : facts.rates[code];
  const requested = request.currency;
  const local = rateOf(localCurrency);
  const target = rateOf(requested);
  const unrated = [...new Set([localCurrency, requested])].filter((code) => !rateOf(code));
  const rateTip = (used: string[]) => {
    // A rate not confirmed against a central bank says so where it is named.
    const rates = used.map((code) => {
      const { php, date, confirmed } = rateOf(code)!;
      return say(confirmed ? 'tip.rate' : 'tip.rateUnconfirmed', { code, php, date });
    });
    return rates.length ? say('tip.rates', { rates: listOf(rates, say) }) : null;
  };
  if (local && target) {
    // Same currency: exactly 1, so JPY prices stay JPY prices without float noise.
    const localFactor = localCurrency === requested ? 1 : local.php / target.php;
    const phpFactor = requested === 'PHP' ? 1 : 1 / target.php;
    return {
      currency: requested,
      budget: request.budget,
      convertsPesos: true,
      local: (amount) => Math.round(amount * localFactor),
      php: (amount) => Math.round(amount * phpFactor),
      format: (amount) => formatAmount(amount, requested),
      rateTip: () => rateTip([...new Set([localCurrency, requested].filter((code) => code !== 'PHP'))]),
    };
  }
  return {
    currency: localCurrency,
    budget: requested === localCurrency ? request.budget : null,
    convertsPesos: local !== undefined,
    local: (amount) => Math.round(amount),
    php(amount) {
      if (!local) throw new Error(`No dated rate converts PHP to ${localCurrency}`);
      return Math.round(amount / local.php);
    },
    format: (amount) => formatAmount(amount, localCurrency),
    rateTip() {
      const missing = say('tip.noRate', { codes: listOf(unrated, say), currency: localCurrency });
      const used = local && localCurrency !== 'PHP' ? rateTip([localCurrency]) : null;
      return used ? `${missing} ${used}` : missing;
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

type DepartureInput = {
  request: TripRequest;
  country: CountryData;
  philippines: PhilippinesFacts;
  money: Money;
  tier: FlightTier;
  say: Phrases;
};

/**
 * Round-trip flights (through Manila when the origin has no direct flight),
 * the Philippine travel tax and the terminal fee of the airport the
 * international flight leaves from, in the plan's currency. None when no
 * dated rate converts pesos to it: then `pesoCostsTip` names them in pesos.
 */
export function departureCosts(input: DepartureInput): ExtraCost[] {
  const { money } = input;
  if (!money.convertsPesos) return [];
  return departureCostsInPesos(input).map((cost) => ({ ...cost, amount: money.php(cost.amount) }));
}

/** The departure costs in pesos, when they cannot be part of the plan's total; null when they are. */
export function pesoCostsTip(input: DepartureInput): string | null {
  const { money, say } = input;
  if (money.convertsPesos) return null;
  const costs = departureCostsInPesos(input)
    .filter((cost) => cost.amount > 0)
    .map((cost) => `${cost.label}: ${peso(cost.amount)}`);
  return say('tip.pesoCosts', { costs: costs.join('; '), currency: money.currency });
}

function departureCostsInPesos(input: DepartureInput): ExtraCost[] {
  const { request, country, philippines, tier, say } = input;
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
      category: connection.mode === 'flight' ? 'flights' : 'transportation',
      amount: midpoint(connection.roundTripPHP),
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
    category: 'flights',
    amount: midpoint(fares),
    note: clip(
      international === 'MNL'
        ? say('cost.flightsNote', fare)
        : say('cost.flightsNoteFrom', { ...fare, airport: airportLabel(international) }),
    ),
  });
  const tax = philippines.travelTax;
  costs.push({ label: say('cost.travelTax'), amount: tax.amountPHP, note: clip(tax.note), category: 'fees' });
  const fee = philippines.terminalFee(international);
  const feeNote = fee.amountPHP
    ? sentences(
        fee.since ? say('cost.terminalFeeNoteSince', { date: fee.since }) : say('cost.terminalFeeNote'),
        fee.collection,
      )
    : say('cost.terminalFeeUnknown');
  costs.push({
    label: say('cost.terminalFee', { airport: fee.airport }),
    category: 'fees',
    amount: fee.amountPHP,
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
      say('tip.eTravel', {
        url: eTravel.url,
        hours: eTravel.registrationWindowHours,
        closes: eTravel.registrationClosesHoursBefore,
      }),
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
        travelTaxAbolition.note ? sentence(travelTaxAbolition.note) : null,
        say('tip.travelTaxCounted'),
      ),
    );
  }
  return tips;
}

// ---------------------------------------------------------------------------
// Trips within the Philippines: no visa, travel tax or eTravel. The costs
// outside the days are the journey from the origin airport to the first city
// and home from the last one, the origin airport's domestic terminal fee, and
// each visited city's local fees. A journey without a sourced fare counts 0
// and says so plainly, so the plan never hides the gap.

type DomesticInput = {
  request: TripRequest;
  philippines: PhilippinesFacts;
  money: Money;
  tier: FlightTier;
  say: Phrases;
  /** The cities of the route in order (at least one). */
  cities: DomesticCity[];
};

export function domesticCosts(input: DomesticInput): ExtraCost[] {
  const { money } = input;
  return domesticCostsInPesos(input).map((cost) => ({ ...cost, amount: money.php(cost.amount) }));
}

function journeyCost(journey: Journey, tier: FlightTier, label: string, say: Phrases): ExtraCost {
  const category = journey.mode === 'flight' ? 'flights' : 'transportation';
  if (!journey.oneWayPHP) {
    return { label, category, amount: 0, note: clip(sentences(say('cost.journeyUnknown'), journey.description)) };
  }
  const [low, high] = journey.oneWayPHP;
  return {
    label,
    category,
    amount: tier === 'budget' ? low : high,
    note: clip(
      sentences(
        journey.description,
        low === high
          ? say('cost.journeyFareOne', { fare: low.toLocaleString('en-US') })
          : say('cost.journeyFare', { low: low.toLocaleString('en-US'), high: high.toLocaleString('en-US') }),
        journey.status === 'unverified' ? say('cost.unconfirmed') : null,
      ),
    ),
  };
}

function domesticCostsInPesos(input: DomesticInput): ExtraCost[] {
  const { request, philippines, tier, say, cities } = input;
  const origin = request.originAirport;
  const first = cities[0]!;
  const last = cities[cities.length - 1]!;
  const outbound = first.gettingThere[origin];
  const costs = [
    journeyCost(outbound, tier, say('cost.gettingThere', { city: first.name, origin }), say),
    journeyCost(last.gettingThere[origin], tier, say('cost.gettingHome', { city: last.name, origin }), say),
  ];
  if (outbound.mode === 'flight') {
    const fee = philippines.domesticTerminalFee(origin);
    costs.push({
      label: say('cost.domesticTerminalFee', { airport: origin }),
      category: 'fees',
      amount: fee.amountPHP,
      note: clip(
        fee.amountPHP ? sentences(say('cost.domesticTerminalFeeNote'), fee.collection) : say('cost.terminalFeeUnknown'),
      ),
    });
  }
  for (const city of new Set(cities)) {
    for (const fee of city.localFees) {
      costs.push({
        label: say('cost.localFee', { name: fee.name }),
        category: 'fees',
        amount: fee.amountPHP,
        note: clip(sentences(fee.note, fee.status === 'unverified' ? say('cost.unconfirmed') : null)),
      });
    }
  }
  return costs;
}

/** What a Filipino traveling at home needs to know instead of the visa, eTravel and immigration tips. */
export function domesticTips(input: { request: TripRequest; say: Phrases; cities: DomesticCity[] }): string[] {
  const { request, say, cities } = input;
  const tips = [say('tip.domestic')];
  // Only the first and last cities are reached from the origin airport.
  for (const city of new Set([cities[0]!, cities[cities.length - 1]!])) {
    if (!city.gettingThere[request.originAirport].oneWayPHP) {
      tips.push(say('tip.unpricedJourney', { city: city.name, origin: airportLabel(request.originAirport) }));
    }
  }
  return tips;
}

/**
 * The destination's other curated tips: not the visa ones, which the Filipino
 * tips replace, nor the one on IDs, which the domestic tip already says.
 */
export function travelerTips(country: Pick<CountryData, 'tips'>): string[] {
  return country.tips
    .filter((tip) => !/\bvisa/i.test(tip.text) && !GOVERNMENT_ID_TIP.test(tip.text))
    .map((tip) => tip.text);
}
