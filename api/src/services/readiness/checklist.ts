// Departure readiness (issue #9 point 2): the checklist for one saved trip,
// computed from the trip and the traveler's answers. Pure: the facts come in
// as data (api/data/philippines.json via readiness-data.ts, and the visa
// checker's answer), the date "today" is not needed, and nothing is stored.
//
// Every item quotes its rule from the data and carries the data's source ids,
// URLs and lastChecked date. Where the data calls a rule unverified, partial or
// typical, the item says so in `caveat` instead of stating it as settled.
//
// The wording Lakbay composes (titles, "opens on", amounts, dates, framing)
// follows the reader's language: locales/<locale>/readiness.json, `checklist`.
// What the items quote from the curated data (api/data: rules, notes, document
// names, statuses, the visa checker's answer) stays as curated, in English.
import type { FlightBooking, StayBooking } from '@lakbay/validation/bookings';
import { readinessAnswerFields } from '@lakbay/validation/readiness';
import { z } from 'zod';
import { t, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n.js';
import { sentence } from '../../domain/wording.js';
import { wallClockParts, zonedInstant } from '../../domain/geo/zoned-time.js';
import { airport } from '../../domain/catalogue/airports.js';
import { TRAVEL_PURPOSES, type TravelPurpose } from '../visa/visa-data.js';
import type { VisaAnswer, VisaStatus } from '../visa/visa.js';
import type { DepartureData } from './readiness-data.js';

const travelPurposes = Object.keys(TRAVEL_PURPOSES) as [TravelPurpose, ...TravelPurpose[]];
const answerFields = readinessAnswerFields(travelPurposes);

/** The traveler's answers (validation/src/readiness.ts); every field has a default, so `{}` is a tourist adult who has answered nothing yet. */
export const answersSchema = z.object(
  { ...answerFields, travelPurpose: answerFields.travelPurpose.default('tourism') },
  { error: 'readiness:answers.notObject' },
);
export type ReadinessAnswers = z.output<typeof answersSchema>;

/** Every id an item can have, in checklist order; ticks are accepted only for these. */
export const CHECKLIST_ITEM_IDS = [
  'passport',
  'visa',
  'etravel',
  'travel-tax',
  'terminal-fee',
  'return-ticket',
  'accommodation',
  'funds-employment',
  'affidavit-of-support',
  'ofw-oec',
  'dswd-clearance',
  'travel-authority',
  // A trip within the Philippines (domestic-checklist.ts).
  'valid-id',
  'local-fees',
  'registrations',
  'boats',
  'weather',
] as const;
export type ChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];

export const ITEM_STATUSES = ['done', 'todo', 'warning', 'not-needed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export interface ItemSource {
  /** The id in the data file's `sources`; null for the visa checker's sources, which it names by publisher. */
  id: string | null;
  title: string;
  url: string | null;
  date: string | null;
}

export interface ChecklistItem {
  id: ChecklistItemId;
  title: string;
  detail: string;
  status: ItemStatus;
  /** YYYY-MM-DD: when the step opens or is due (eTravel: the day its 72-hour window opens). */
  dueDate: string | null;
  /** What it costs in PHP; 0 when exempt, null when no amount applies or none is sourced. */
  amountPHP: number | null;
  /** What the data leaves unconfirmed, in its words; null when the rule is sourced. */
  caveat: string | null;
  sources: ItemSource[];
  /** When the facts behind the item were last checked (YYYY-MM-DD). */
  lastChecked: string | null;
}

export interface ChecklistTrip {
  destinationCountry: string;
  /** Midnight UTC of the departure day; null when the traveler has not set one. */
  startDate: Date | null;
  duration: number;
  originAirport: string;
  /** The trip's booked flights and stays (docs/product/bookings.md); absent or empty when none. */
  flights?: readonly FlightBooking[];
  stays?: readonly StayBooking[];
}

/**
 * The flight out of the Philippines (the first that leaves a Philippine airport) and the one home (the last
 * that lands at one after it), among the trip's bookings.
 */
export function bookedDeparture(flights: readonly FlightBooking[] = []) {
  const inPhilippines = (code: string) => airport(code)?.country === 'PH';
  const byTime = [...flights].sort((a, b) => a.from.at.localeCompare(b.from.at));
  const outbound = byTime.find((flight) => inPhilippines(flight.from.airport) && !inPhilippines(flight.to.airport));
  const home = outbound
    ? byTime.findLast((flight) => inPhilippines(flight.to.airport) && flight.from.at > outbound.from.at)
    : undefined;
  return { outbound, home };
}

/** Manila's wall clock at an instant: the day and HH:MM. */
function manilaClock(instant: Date) {
  const { year, month, day, hour, minute } = wallClockParts(instant, 'Asia/Manila');
  const two = (value: number) => String(value).padStart(2, '0');
  return { day: `${year}-${two(month)}-${two(day)}`, time: `${two(hour)}:${two(minute)}` };
}

export interface ChecklistFacts {
  departure: DepartureData;
  /** The visa checker's answer for the destination and purpose; null when the destination is not one Lakbay covers. */
  visa: VisaAnswer | null;
}

/** An item as the rules write it: sources by id, optional fields left out. */
type ItemFields = Pick<ChecklistItem, 'id' | 'title' | 'detail' | 'status'> &
  Partial<Pick<ChecklistItem, 'caveat' | 'dueDate' | 'amountPHP'>> & { sourceIds: string[] };
export type MakeItem = (fields: ItemFields) => ChecklistItem;

/**
 * The checklist's fixed phrases in one language, as the planner's `phrasesFor`
 * does it: `say` reads locales/<locale>/readiness.json's `checklist`; amounts
 * and dates are written the way that language reads them.
 */
export interface ChecklistWords {
  say: (key: ChecklistPhrase, params?: MessageParams) => string;
  /** Pesos: "PHP 1,620" in English, as the checklist always wrote them; "₱1,620" in Filipino. */
  peso: (amount: number) => string;
  /** A YYYY-MM-DD day: kept as it is in English, as the checklist always wrote it; "Setyembre 14, 2027" in Filipino. */
  date: (isoDay: string) => string;
}

type PhraseOf<K> = K extends `readiness:checklist.${infer Phrase}` ? Phrase : never;
export type ChecklistPhrase = PhraseOf<MessageKey>;

const INTL_LOCALES: Record<Locale, string> = { en: 'en-PH', fil: 'fil-PH' };
const DATE_STYLES: Record<Locale, Intl.DateTimeFormatOptions | null> = {
  en: null,
  fil: { dateStyle: 'long', timeZone: 'UTC' },
};

export function checklistWords(locale: Locale = 'en'): ChecklistWords {
  const say: ChecklistWords['say'] = (key, params) => t(locale, `readiness:checklist.${key}`, params);
  const numbers = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 0 });
  const dateStyle = DATE_STYLES[locale];
  const dates = dateStyle && new Intl.DateTimeFormat(INTL_LOCALES[locale], dateStyle);
  return {
    say,
    peso: (amount) => say('peso', { amount: numbers.format(amount) }),
    date: (isoDay) => (dates ? dates.format(new Date(`${isoDay}T00:00:00.000Z`)) : isoDay),
  };
}

/** Two English sentences as the checklist writes them, for what looks for them (the rules' tests). */
export const SET_START_DATE = t('en', 'readiness:checklist.setStartDate');
export const ENTER_PASSPORT_EXPIRY = t('en', 'readiness:checklist.passport.enterExpiry');

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The same day `months` later; a day the month lacks (31 August + 6 months) becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** The day the traveler flies home: a 5-day trip leaving on the 1st comes back on the 5th. */
export const returnDate = (trip: ChecklistTrip) => (trip.startDate ? addDays(trip.startDate, trip.duration - 1) : null);

/** A three-letter airport code in what the trip stores ("MNL", "Manila (MNL)"). */
export function airportCode(originAirport: string): string | null {
  return /\b([A-Z]{3})\b/.exec(originAirport.toUpperCase())?.[1] ?? null;
}

/** One entry of a list in the data, found by what it is about; a missing one means the data changed under us. */
function entry(list: string[], about: RegExp): string {
  const found = list.find((item) => about.test(item));
  if (!found) throw new Error(`philippines.json no longer lists ${about}`);
  return found;
}

/** One source of a section's list, by id; a missing one means the data changed under us. */
function sourceIn(sectionSources: string[], id: string): string[] {
  if (!sectionSources.includes(id)) throw new Error(`philippines.json no longer cites ${id} where expected`);
  return [id];
}

/** "Proof of funds (typical)" → "Proof of funds": the item's caveat says these are typical requests. */
const withoutTypical = (item: string) => item.replace(/\s*\(typical\)\s*$/i, '');

/**
 * Makes checklist items whose sources are ids of a data file's `sources`, each item checked on `lastChecked`.
 * An undated source's `date` is only when it was read: the traveler sees no date rather than a wrong one.
 */
export function itemMaker(
  sources: { id: string; title: string; url: string | null; date: string; undated?: boolean }[],
  lastChecked: string | null,
): MakeItem {
  const sourceById = new Map(sources.map((source) => [source.id, source]));
  const cite = (sourceIds: string[]): ItemSource[] =>
    [...new Set(sourceIds)].map((id) => {
      const { title, url, date, undated } = sourceById.get(id)!;
      return { id, title, url, date: undated ? null : date };
    });
  return ({ sourceIds, ...rest }) => ({
    caveat: null,
    dueDate: null,
    amountPHP: null,
    ...rest,
    sources: cite(sourceIds),
    lastChecked,
  });
}

export function computeChecklist(
  trip: ChecklistTrip,
  answers: ReadinessAnswers,
  facts: ChecklistFacts,
  ticked: ReadonlySet<string> = new Set(),
  locale: Locale = 'en',
): ChecklistItem[] {
  const words = checklistWords(locale);
  const { say, date } = words;
  const { departure } = facts;
  const item = itemMaker(departure.sources, departure.lastChecked);

  const ofw = answers.travelerType === 'ofw';
  const sponsored = answers.travelerType === 'sponsored' || answers.affidavitOfSupport;
  const back = returnDate(trip);
  const { immigration, eTravel } = departure;
  // As shared/data/ph-traveler-facts.md B4 attributes them: the inspection documents to the IACAT guidelines
  // (PH15), the special cases (minors, government employees) to PH17.
  const inspectionSources = sourceIn(immigration.sources, 'PH15');
  const specialCaseSources = sourceIn(immigration.sources, 'PH17');
  const items: ChecklistItem[] = [];

  // Passport: the BI checks for one valid at least 6 months; counted from the return date.
  // The data's ">=" is read out in the reader's words; the rest of the rule stays as curated.
  const passportRule = entry(immigration.primaryInspectionDocuments, /passport/i).replace(
    /\s*>=\s*/,
    ` ${say('passport.atLeast')} `,
  );
  const neededUntil = back ? day(addMonths(back, 6)) : null;
  let passport: Pick<ChecklistItem, 'status' | 'detail' | 'dueDate'>;
  if (!neededUntil) {
    passport = {
      status: 'todo',
      detail: say('passport.noStartDate', { rule: passportRule, setStartDate: say('setStartDate') }),
      dueDate: null,
    };
  } else if (!answers.passportExpiry) {
    passport = {
      status: 'todo',
      detail: say('passport.noExpiry', {
        rule: passportRule,
        date: date(neededUntil),
        enterExpiry: say('passport.enterExpiry'),
      }),
      dueDate: neededUntil,
    };
  } else if (answers.passportExpiry < neededUntil) {
    passport = {
      status: 'warning',
      detail: say('passport.expiresTooSoon', {
        expiry: date(answers.passportExpiry),
        date: date(neededUntil),
        returnDate: date(day(back!)),
      }),
      dueDate: neededUntil,
    };
  } else {
    passport = {
      status: 'done',
      detail: say('passport.valid', { expiry: date(answers.passportExpiry), date: date(neededUntil) }),
      dueDate: neededUntil,
    };
  }
  items.push(
    item({
      id: 'passport',
      title: say('passport.title'),
      ...passport,
      sourceIds: inspectionSources,
    }),
  );

  items.push(visaItem(trip, answers, facts.visa, words));

  // eTravel: opens 72 hours before the flight. A booked flight out gives the hour (Manila time); else the
  // window is counted from the departure day, at the flight's hour.
  const { outbound, home } = bookedDeparture(trip.flights);
  const windowDays = eTravel.registrationWindowHours / 24;
  let opens = trip.startDate ? day(addDays(trip.startDate, -windowDays)) : null;
  let opensWhen = opens
    ? say('etravel.opens', {
        date: date(opens),
        hours: eTravel.registrationWindowHours,
        departure: date(day(trip.startDate!)),
      })
    : say('setStartDate');
  if (outbound?.from.zone) {
    const leaves = zonedInstant(outbound.from.at, outbound.from.zone);
    const window = manilaClock(new Date(leaves.getTime() - eTravel.registrationWindowHours * 3_600_000));
    opens = window.day;
    opensWhen = say('etravel.opensFlight', {
      date: date(window.day),
      time: window.time,
      hours: eTravel.registrationWindowHours,
      flight: outbound.flightNumber,
      airport: outbound.from.airport,
      departs: outbound.from.at.slice(11, 16),
      departure: date(outbound.from.at.slice(0, 10)),
    });
  }
  items.push(
    item({
      id: 'etravel',
      title: say('etravel.title'),
      detail: [say('etravel.free', { rule: eTravel.rule, url: eTravel.url }), opensWhen, eTravel.warning].join(' '),
      status: 'todo',
      dueDate: opens,
      amountPHP: eTravel.feePHP,
      sourceIds: eTravel.sources,
    }),
  );

  items.push(travelTaxItem(trip, answers, departure, item, words));
  // The terminal fee is the airport's the booked flight leaves from, when there is one.
  const leavingFrom = outbound ? { ...trip, originAirport: outbound.from.airport } : trip;
  items.push(terminalFeeItem(leavingFrom, answers, departure, item, words));

  // Bureau of Immigration: the tourist documents. OFWs leaving for work have their own papers.
  const { secondaryInspection } = immigration;
  const secondaryCaveat = `${secondaryInspection.note} (${secondaryInspection.basis})`;
  const touristOnly = (detail: string) =>
    ofw
      ? { status: 'not-needed' as const, detail: say('touristOnly', { detail }) }
      : { status: 'todo' as const, detail };
  // A booked step is done: the booking is the document the officer may ask for.
  const booked = (detail: string, booking: string | null) =>
    booking && !ofw ? { status: 'done' as const, detail: booking } : touristOnly(detail);
  const returnTicket = entry(immigration.primaryInspectionDocuments, /return/i);
  const returnDetail = say('returnTicket.detail', { document: returnTicket.toLowerCase() });
  items.push(
    item({
      id: 'return-ticket',
      title: say('returnTicket.title'),
      ...booked(
        returnDetail,
        home
          ? say('returnTicket.booked', {
              flight: home.flightNumber,
              date: date(home.from.at.slice(0, 10)),
              detail: returnDetail,
            })
          : null,
      ),
      sourceIds: inspectionSources,
    }),
  );
  const hotel = withoutTypical(entry(secondaryInspection.mayAskFor, /hotel/i));
  const hotelDetail = say('accommodation.detail', { document: hotel.toLowerCase() });
  const stay = trip.stays?.[0];
  items.push(
    item({
      id: 'accommodation',
      title: say('accommodation.title'),
      ...booked(hotelDetail, stay ? say('accommodation.booked', { name: stay.name, detail: hotelDetail }) : null),
      caveat: secondaryCaveat,
      sourceIds: inspectionSources,
    }),
  );
  const funds = withoutTypical(entry(secondaryInspection.mayAskFor, /funds/i));
  const employment = withoutTypical(entry(secondaryInspection.mayAskFor, /employment/i));
  items.push(
    item({
      id: 'funds-employment',
      title: say('fundsEmployment.title'),
      ...touristOnly(
        say('fundsEmployment.detail', { funds: funds.toLowerCase(), employment: employment.toLowerCase() }),
      ),
      caveat: secondaryCaveat,
      sourceIds: inspectionSources,
    }),
  );
  const sponsorDocuments = withoutTypical(entry(secondaryInspection.mayAskFor, /sponsor/i));
  items.push(
    item({
      id: 'affidavit-of-support',
      title: say('affidavit.title'),
      ...(sponsored && !ofw
        ? {
            status: 'todo' as const,
            detail: say('affidavit.sponsored', {
              documents: sponsorDocuments.toLowerCase(),
              guidelines: immigration.revisedGuidelines2023,
            }),
            caveat: secondaryCaveat,
          }
        : {
            status: 'not-needed' as const,
            detail: ofw ? say('affidavit.ofw') : say('affidavit.selfFunded'),
          }),
      sourceIds: inspectionSources,
    }),
  );

  if (ofw) {
    const oec = entry(immigration.specialCases, /OFW/);
    items.push(
      item({
        id: 'ofw-oec',
        title: say('ofwOec.title'),
        status: 'todo',
        detail: say('ofwOec.detail', { clearance: oec.replace(/\s*\(unverified\)\s*$/i, '') }),
        caveat: /unverified/i.test(oec) ? say('ofwOec.unverified') : null,
        sourceIds: specialCaseSources,
      }),
    );
  }
  if (answers.ageGroup !== 'adult') {
    const clearance = entry(immigration.specialCases, /minors/i);
    items.push(
      item({
        id: 'dswd-clearance',
        title: say('dswd.title'),
        status: answers.travelingWithoutParent ? 'todo' : 'not-needed',
        detail: answers.travelingWithoutParent ? `${clearance}.` : say('dswd.withParent', { clearance }),
        sourceIds: specialCaseSources,
      }),
    );
  }
  if (answers.governmentEmployee) {
    items.push(
      item({
        id: 'travel-authority',
        title: say('travelAuthority.title'),
        status: 'todo',
        detail: `${entry(immigration.specialCases, /government/i)}.`,
        sourceIds: specialCaseSources,
      }),
    );
  }

  // A ticked step is done; a warning stays until the answer that causes it changes.
  return items.map((checklistItem) =>
    checklistItem.status === 'todo' && ticked.has(checklistItem.id)
      ? { ...checklistItem, status: 'done' }
      : checklistItem,
  );
}

function travelTaxItem(
  trip: ChecklistTrip,
  answers: ReadinessAnswers,
  departure: DepartureData,
  item: MakeItem,
  { say, peso }: ChecklistWords,
): ChecklistItem {
  const { travelTax } = departure;
  const rates = travelTax.rates[answers.ticketClass];
  const className = say(`travelTax.classes.${answers.ticketClass}`);
  const certificate = say('travelTax.certificate', { fee: peso(travelTax.certificateFeePHP) });
  const pending = say('travelTax.abolition', {
    status: sentence(travelTax.abolition.status),
    note: sentence(travelTax.abolition.note),
  });
  const sourceIds = [...travelTax.sources, ...travelTax.abolition.sources];
  const caveats: string[] = [];
  // The BIMP-EAGA exemption is about departures to Malaysia, Indonesia and Brunei from Palawan and Mindanao.
  if (['MY', 'ID'].includes(trip.destinationCountry.toUpperCase())) {
    caveats.push(`${travelTax.bimpEagaExemption.text} (${travelTax.bimpEagaExemption.status}).`);
    sourceIds.push(...travelTax.bimpEagaExemption.sources);
  }

  type Category = 'exempt' | 'privilegedReduced' | 'standardReduced' | 'full';
  let category: { title: Category; amount: number; why: string; status: ItemStatus };
  if (answers.travelerType === 'ofw') {
    category = { title: 'exempt', amount: 0, why: entry(travelTax.exempt, /OFW|Overseas Filipino/), status: 'todo' };
  } else if (answers.ageGroup === 'infant') {
    category = { title: 'exempt', amount: 0, why: entry(travelTax.exempt, /infant/i), status: 'todo' };
  } else if (answers.permanentResidentAbroad) {
    category = { title: 'exempt', amount: 0, why: entry(travelTax.exempt, /permanent resident/i), status: 'todo' };
  } else if (answers.ofwDependent) {
    const why = entry(travelTax.privilegedReducedEligibility, /OFW/);
    if (/unverified/i.test(why)) caveats.push(say('travelTax.dependent', { why }));
    category = { title: 'privilegedReduced', amount: rates.privilegedReduced, why, status: 'todo' };
  } else if (answers.ageGroup === 'minor') {
    const why = entry(travelTax.standardReducedEligibility, /children/i);
    category = { title: 'standardReduced', amount: rates.standardReduced, why, status: 'todo' };
  } else {
    category = { title: 'full', amount: rates.full, why: '', status: 'todo' };
  }

  const amount = peso(category.amount);
  const detail =
    category.amount === 0
      ? say('travelTax.exempt', { why: category.why, certificate })
      : category.why
        ? say('travelTax.reduced', { amount, className, why: category.why, certificate, payment: travelTax.payment })
        : say('travelTax.full', { amount, className, payment: travelTax.payment });
  return item({
    id: 'travel-tax',
    title: say('travelTax.title', { category: say(`travelTax.categories.${category.title}`) }),
    detail: `${detail} ${pending}`,
    status: category.status,
    amountPHP: category.amount,
    caveat: caveats.length > 0 ? caveats.join(' ') : null,
    sourceIds,
  });
}

function terminalFeeItem(
  trip: ChecklistTrip,
  answers: ReadinessAnswers,
  departure: DepartureData,
  item: MakeItem,
  { say, peso, date }: ChecklistWords,
): ChecklistItem {
  const { terminalFees } = departure;
  const code = airportCode(trip.originAirport);
  const airport = code ? terminalFees.airports[code] : undefined;
  const title = code ? say('terminalFee.titleAt', { code }) : say('terminalFee.title');
  const exemption =
    answers.travelerType === 'ofw'
      ? entry(terminalFees.exempt, /OFW/)
      : answers.ageGroup === 'infant'
        ? entry(terminalFees.exempt, /infant/i)
        : null;
  if (exemption) {
    return item({
      id: 'terminal-fee',
      title,
      status: 'not-needed',
      detail: say('terminalFee.exempt', { name: terminalFees.name, exemption }),
      amountPHP: 0,
      sourceIds: terminalFees.sources,
    });
  }
  if (!airport) {
    return item({
      id: 'terminal-fee',
      title,
      status: 'todo',
      detail: say('terminalFee.unknownAirport', { airport: trip.originAirport, collection: terminalFees.collection }),
      caveat: say('terminalFee.noAmount'),
      sourceIds: terminalFees.sources,
    });
  }
  if (airport.international == null) {
    return item({
      id: 'terminal-fee',
      title,
      status: 'todo',
      detail: airport.note ?? terminalFees.collection,
      caveat: say('terminalFee.noAmount'),
      sourceIds: airport.sources ?? terminalFees.sources,
    });
  }
  return item({
    id: 'terminal-fee',
    title,
    status: 'todo',
    detail: airport.effective
      ? say('terminalFee.amountSince', {
          amount: peso(airport.international),
          date: date(airport.effective),
          collection: terminalFees.collection,
        })
      : say('terminalFee.amount', { amount: peso(airport.international), collection: terminalFees.collection }),
    amountPHP: airport.international,
    caveat: airport.status === 'sourced' ? null : (airport.note ?? null),
    sourceIds: airport.sources ?? terminalFees.sources,
  });
}

/** The visa checker's statuses an answer can have when it is not fully sourced. */
const VISA_STATUS_PHRASES = {
  partial: 'partial',
  unverified: 'unverified',
  not_found: 'notFound',
  not_covered: 'notCovered',
} as const satisfies Record<Exclude<VisaStatus, 'sourced'>, string>;

function visaItem(
  trip: ChecklistTrip,
  answers: ReadinessAnswers,
  visa: VisaAnswer | null,
  { say }: ChecklistWords,
): ChecklistItem {
  const base = { id: 'visa' as const, amountPHP: null, dueDate: null };
  const sources = (visa?.sources ?? []).map(({ title, url, date, publisher }) => ({
    id: null,
    title: `${publisher}: ${title}`,
    url,
    date,
  }));
  if (!visa) {
    return {
      ...base,
      title: say('visa.title'),
      status: 'todo',
      detail: say('visa.notCovered', { country: trip.destinationCountry }),
      caveat: say('visa.notCoveredCaveat'),
      sources: [],
      lastChecked: null,
    };
  }
  const where = visa.officialLink ? ` ${say('visa.verify', visa.officialLink)}` : '';
  if (answers.travelerType === 'ofw') {
    return {
      ...base,
      title: say('visa.workTitle', { country: visa.country }),
      status: 'todo',
      detail: `${say('visa.workNotCovered')}${where}`,
      caveat: say('visa.notCoveredCaveat'),
      sources: [],
      lastChecked: visa.lastChecked,
    };
  }
  const caveat =
    visa.status === 'sourced'
      ? null
      : (visa.statusNote ?? say('visa.status', { status: say(`visa.statuses.${VISA_STATUS_PHRASES[visa.status]}`) }));
  if (visa.visaFree) {
    return {
      ...base,
      title: say('visa.freeTitle', { country: visa.country }),
      status: 'not-needed',
      detail: `${sentence(visa.requirement)}${visa.stayDuration ? ` ${say('visa.stay', { stay: sentence(visa.stayDuration) })}` : ''}${where}`,
      caveat,
      sources,
      lastChecked: visa.lastChecked,
    };
  }
  return {
    ...base,
    title: say('visa.neededTitle', { visaType: visa.visaType ?? say('visa.title'), country: visa.country }),
    status: 'todo',
    detail: `${say('visa.needed', {
      requirement: visa.requirement,
      // The purpose the checker answered for: the traveler's answer, in the reader's words.
      purpose: say(`visa.purposes.${answers.travelPurpose}`),
      processingTime: sentence(visa.processingTime),
      fees: sentence(visa.fees),
    })}${where}`,
    caveat,
    sources,
    lastChecked: visa.lastChecked,
  };
}
