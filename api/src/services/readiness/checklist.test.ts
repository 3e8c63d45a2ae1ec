// The readiness rules against the real curated data: passport dates, eTravel's
// window, travel tax and terminal fee exemptions, the tourist / sponsored / OFW
// checklists and the visa answer per destination; and the same checklists in
// Filipino.
import type { FlightBooking, StayBooking } from '@lakbay/validation/bookings';
import { describe, expect, it } from 'vitest';
import { resources, t, type Catalogue, type Locale } from '../../lib/i18n.js';
import { DESTINATION_COUNTRIES } from '../../domain/catalogue/destination-data.js';
import { TRAVEL_PURPOSES } from '../visa/visa-data.js';
import { createVisaService, type VisaAnswer } from '../visa/visa.js';
import {
  addMonths,
  airportCode,
  answersSchema,
  checklistWords,
  computeChecklist,
  ENTER_PASSPORT_EXPIRY,
  SET_START_DATE,
  type ChecklistItem,
  type ChecklistTrip,
} from './checklist.js';
import { loadDepartureData, parseDepartureData } from './readiness-data.js';

const departure = loadDepartureData();
const visaService = createVisaService();

const trip = (overrides: Partial<ChecklistTrip> = {}): ChecklistTrip => ({
  destinationCountry: 'JP',
  startDate: new Date('2027-03-10T00:00:00.000Z'),
  duration: 5,
  originAirport: 'MNL',
  ...overrides,
});

function visaFor(destinationCountry: string, travelPurpose: string): VisaAnswer | null {
  try {
    return visaService.check({ destinationCountry, travelPurpose });
  } catch {
    return null;
  }
}

function checklist(
  tripOverrides: Partial<ChecklistTrip> = {},
  answers: Record<string, unknown> = {},
  ticked: string[] = [],
  locale?: Locale,
) {
  const parsed = answersSchema.parse(answers);
  const theTrip = trip(tripOverrides);
  const visa = visaFor(theTrip.destinationCountry, parsed.travelPurpose);
  return computeChecklist(theTrip, parsed, { departure, visa }, new Set(ticked), locale);
}

const byId = (items: ChecklistItem[], id: string) => {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`no item ${id} in ${items.map((item) => item.id).join(', ')}`);
  return found;
};

describe('dates', () => {
  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2027-03-14T00:00:00Z'), 6).toISOString()).toBe('2027-09-14T00:00:00.000Z');
    expect(addMonths(new Date('2027-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2027-10-15T00:00:00Z'), 6).toISOString()).toBe('2028-04-15T00:00:00.000Z');
  });

  it('reads an airport code from what the trip stores', () => {
    expect(airportCode('MNL')).toBe('MNL');
    expect(airportCode('Manila (mnl)')).toBe('MNL');
    expect(airportCode('Manila')).toBeNull();
  });
});

describe('passport', () => {
  // A 5-day trip from 2027-03-10 comes home on 2027-03-14: the passport must last until 2027-09-14.
  it('warns with the date needed when it expires less than six months after the return', () => {
    const passport = byId(checklist({}, { passportExpiry: '2027-09-13' }), 'passport');
    expect(passport.status).toBe('warning');
    expect(passport.dueDate).toBe('2027-09-14');
    expect(passport.detail).toContain('2027-09-13');
    expect(passport.detail).toContain('valid until at least 2027-09-14');
    expect(passport.detail).toContain('2027-03-14');
  });

  it('is done when it lasts exactly six months past the return, or longer', () => {
    expect(byId(checklist({}, { passportExpiry: '2027-09-14' }), 'passport').status).toBe('done');
    expect(byId(checklist({}, { passportExpiry: '2031-01-01' }), 'passport').status).toBe('done');
  });

  it('counts from the return date, not the departure', () => {
    const long = byId(checklist({ duration: 30 }, { passportExpiry: '2027-09-14' }), 'passport');
    expect(long.status).toBe('warning');
    expect(long.dueDate).toBe('2027-10-08');
  });

  it('warns for a passport that has already expired, even when the step was ticked', () => {
    const passport = byId(checklist({}, { passportExpiry: '2026-01-01' }, ['passport']), 'passport');
    expect(passport.status).toBe('warning');
  });

  it('asks for the expiry date when none is given, with the date it must reach', () => {
    const passport = byId(checklist(), 'passport');
    expect(passport.status).toBe('todo');
    expect(passport.dueDate).toBe('2027-09-14');
    expect(passport.detail).toContain(ENTER_PASSPORT_EXPIRY);
  });

  it('asks for a start date when the trip has none', () => {
    const passport = byId(checklist({ startDate: null }, { passportExpiry: '2030-01-01' }), 'passport');
    expect(passport.status).toBe('todo');
    expect(passport.dueDate).toBeNull();
    expect(passport.detail).toContain(SET_START_DATE);
  });

  it('cites the Bureau of Immigration source with the data date', () => {
    const passport = byId(checklist(), 'passport');
    expect(passport.sources.map((source) => source.id)).toEqual(['PH15']);
    expect(byId(checklist({}, { travelerType: 'ofw' }), 'ofw-oec').sources.map((source) => source.id)).toEqual([
      'PH17',
    ]);
    expect(passport.sources[0]!.url).toBe(
      'https://mb.com.ph/2023/8/31/enforcement-of-revised-departure-formalities-for-travelers-abroad-suspended-iacat',
    );
    expect(passport.lastChecked).toBe(departure.lastChecked);
  });
});

describe('eTravel', () => {
  it('opens 72 hours before departure: the date three days earlier', () => {
    const eTravel = byId(checklist(), 'etravel');
    expect(eTravel.dueDate).toBe('2027-03-07');
    expect(eTravel.detail).toContain('Registration opens on 2027-03-07');
    expect(eTravel.detail).toContain('https://etravel.gov.ph');
    expect(eTravel.amountPHP).toBe(0);
    expect(eTravel.detail).toContain('up to 3 hours before departure');
    expect(eTravel.sources.map((source) => source.id)).toEqual(['PH13', 'PH14', 'PH18']);
  });

  it('crosses a month boundary', () => {
    expect(byId(checklist({ startDate: new Date('2027-03-01T00:00:00Z') }), 'etravel').dueDate).toBe('2027-02-26');
  });

  it('says to set a start date when there is none', () => {
    const eTravel = byId(checklist({ startDate: null }), 'etravel');
    expect(eTravel.dueDate).toBeNull();
    expect(eTravel.detail).toContain(SET_START_DATE);
  });

  it('is done once ticked', () => {
    expect(byId(checklist({}, {}, ['etravel']), 'etravel').status).toBe('done');
  });
});

describe('travel tax', () => {
  it('is the full rate for an adult tourist, by ticket class', () => {
    const economy = byId(checklist(), 'travel-tax');
    expect(economy.amountPHP).toBe(1620);
    expect(economy.title).toBe('Philippine travel tax: full rate');
    expect(byId(checklist({}, { ticketClass: 'firstClass' }), 'travel-tax').amountPHP).toBe(2700);
  });

  it('is the standard reduced rate for a minor', () => {
    const minor = byId(checklist({}, { ageGroup: 'minor' }), 'travel-tax');
    expect(minor.amountPHP).toBe(810);
    expect(minor.detail).toContain('Children aged 2 years + 1 day to under 12');
    expect(byId(checklist({}, { ageGroup: 'minor', ticketClass: 'firstClass' }), 'travel-tax').amountPHP).toBe(1350);
  });

  it('exempts infants, OFWs and permanent residents abroad, naming the certificate', () => {
    for (const answers of [{ ageGroup: 'infant' }, { travelerType: 'ofw' }, { permanentResidentAbroad: true }]) {
      const tax = byId(checklist({}, answers), 'travel-tax');
      expect(tax.amountPHP, JSON.stringify(answers)).toBe(0);
      expect(tax.title).toBe('Philippine travel tax: exempt');
      expect(tax.detail).toContain('Travel Tax Exemption Certificate');
    }
    expect(byId(checklist({}, { travelerType: 'ofw' }), 'travel-tax').detail).toContain(
      'Overseas Filipino Workers (OFWs)',
    );
  });

  it('is the privileged reduced rate for an OFW dependent, with the unverified detail as a caveat', () => {
    const tax = byId(checklist({}, { ofwDependent: true }), 'travel-tax');
    expect(tax.amountPHP).toBe(300);
    expect(tax.caveat).toMatch(/unverified/);
  });

  it('states that abolition is pending, with its sources', () => {
    const tax = byId(checklist(), 'travel-tax');
    expect(tax.detail).toContain('pending, not law: the House passed it on 2026-03-16');
    expect(tax.sources.map((source) => source.id)).toEqual(expect.arrayContaining(['PH1', 'PH3', 'PH6']));
  });

  it('shows the BIMP-EAGA exemption (Memorandum Order No. 29) as a caveat for Malaysia and Indonesia only', () => {
    expect(byId(checklist({ destinationCountry: 'MY' }), 'travel-tax').caveat).toMatch(
      /BIMP-EAGA.*until 2028-06-30.*\(sourced\)/,
    );
    expect(byId(checklist({ destinationCountry: 'MY' }), 'travel-tax').sources.map((source) => source.id)).toContain(
      'PH16C',
    );
    expect(byId(checklist({ destinationCountry: 'JP' }), 'travel-tax').caveat).toBeNull();
  });
});

describe('terminal fee', () => {
  it('is the sourced amount for the origin airport', () => {
    const manila = byId(checklist(), 'terminal-fee');
    expect(manila.amountPHP).toBe(950);
    expect(manila.caveat).toBeNull();
    expect(manila.detail).toContain('2025-09-14');
    const cebu = byId(checklist({ originAirport: 'CEB' }), 'terminal-fee');
    expect(cebu.amountPHP).toBe(1030);
    expect(cebu.caveat).toBeNull();
    const davao = byId(checklist({ originAirport: 'DVO' }), 'terminal-fee');
    expect(davao.amountPHP).toBe(900);
    expect(davao.detail).toContain('2025-04-21');
    expect(davao.caveat).toContain('would cut it to PHP 700; when that takes effect was not confirmed');
    expect(davao.sources.map((source) => source.id)).toEqual(['PH11', 'PH19', 'PH20']);
  });

  it('has no amount, and says so, where the data has none', () => {
    const clark = byId(checklist({ originAirport: 'CRK' }), 'terminal-fee');
    expect(clark.amountPHP).toBeNull();
    expect(clark.caveat).toBe('No sourced amount for this airport.');
    expect(byId(checklist({ originAirport: 'Somewhere' }), 'terminal-fee').detail).toContain(
      'We have no terminal fee for Somewhere',
    );
  });

  it('exempts OFWs and infants', () => {
    for (const answers of [{ travelerType: 'ofw' }, { ageGroup: 'infant' }]) {
      const fee = byId(checklist({}, answers), 'terminal-fee');
      expect(fee.status).toBe('not-needed');
      expect(fee.amountPHP).toBe(0);
    }
  });
});

describe('visa', () => {
  it('needs a visa for Japan, from the visa data with its sources and date', () => {
    const visa = byId(checklist({ destinationCountry: 'JP' }), 'visa');
    expect(visa.status).toBe('todo');
    expect(visa.title).toBe('Temporary Visitor visa for Japan');
    expect(visa.detail).toContain('Visa required');
    // The data's processing time has no full stop of its own: the next sentence still starts as one.
    expect(visa.detail).toMatch(/Processing: [^]*\. Fees: /);
    expect(visa.sources.length).toBeGreaterThan(0);
    expect(visa.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is not needed for a visa-free destination', () => {
    const visa = byId(checklist({ destinationCountry: 'SG' }), 'visa');
    expect(visa.status).toBe('not-needed');
    expect(visa.title).toBe('No visa needed for Singapore');
  });

  it('follows the travel purpose', () => {
    expect(byId(checklist({}, { travelPurpose: 'business' }), 'visa').detail).toContain('(business)');
  });

  it('says when the destination is not covered', () => {
    const visa = byId(checklist({ destinationCountry: 'Atlantis' }), 'visa');
    expect(visa.status).toBe('todo');
    expect(visa.caveat).toBe('Not covered by our visa data.');
  });
});

describe('the three travelers', () => {
  const statuses = (items: ChecklistItem[]) => Object.fromEntries(items.map((item) => [item.id, item.status]));

  it('a tourist: the BI tourist documents, no sponsor papers, no OFW papers', () => {
    const items = checklist({}, { passportExpiry: '2030-01-01' });
    expect(statuses(items)).toEqual({
      passport: 'done',
      visa: 'todo',
      etravel: 'todo',
      'travel-tax': 'todo',
      'terminal-fee': 'todo',
      'return-ticket': 'todo',
      accommodation: 'todo',
      'funds-employment': 'todo',
      'affidavit-of-support': 'not-needed',
    });
    expect(byId(items, 'accommodation').caveat).toContain('typical requests, not a fixed checklist');
  });

  it('a sponsored traveler: the affidavit of support and sponsor documents', () => {
    const items = checklist({}, { travelerType: 'sponsored' });
    const affidavit = byId(items, 'affidavit-of-support');
    expect(affidavit.status).toBe('todo');
    expect(affidavit.detail).toContain('invitation letter and sponsor documents');
    expect(affidavit.detail).toContain('deferred');
    expect(byId(items, 'travel-tax').amountPHP).toBe(1620);
    // A tourist who says someone sponsors them gets it too.
    expect(byId(checklist({}, { affidavitOfSupport: true }), 'affidavit-of-support').status).toBe('todo');
  });

  it('an OFW: exemptions, the OEC / DMW item with its caveat, no tourist documents', () => {
    const items = checklist({}, { travelerType: 'ofw', passportExpiry: '2030-01-01' });
    expect(statuses(items)).toEqual({
      passport: 'done',
      visa: 'todo',
      etravel: 'todo',
      'travel-tax': 'todo',
      'terminal-fee': 'not-needed',
      'return-ticket': 'not-needed',
      accommodation: 'not-needed',
      'funds-employment': 'not-needed',
      'affidavit-of-support': 'not-needed',
      'ofw-oec': 'todo',
    });
    const oec = byId(items, 'ofw-oec');
    expect(oec.detail).toContain('OEC/DMW exit clearance');
    expect(oec.caveat).toMatch(/^Unverified/);
    expect(byId(items, 'visa').title).toBe('Work visa for Japan');
  });

  it('a minor without a parent needs a DSWD clearance; with a parent it is not needed', () => {
    expect(byId(checklist({}, { ageGroup: 'minor', travelingWithoutParent: true }), 'dswd-clearance').status).toBe(
      'todo',
    );
    expect(byId(checklist({}, { ageGroup: 'minor' }), 'dswd-clearance').status).toBe('not-needed');
    expect(checklist().some((item) => item.id === 'dswd-clearance')).toBe(false);
  });

  it('a government employee needs a travel authority', () => {
    expect(byId(checklist({}, { governmentEmployee: true }), 'travel-authority').detail).toContain('travel authority');
  });

  it('every item carries sources or says what is not covered, and the data date', () => {
    for (const answers of [{}, { travelerType: 'sponsored' }, { travelerType: 'ofw' }, { ageGroup: 'minor' }]) {
      for (const item of checklist({}, answers)) {
        expect(item.sources.length > 0 || item.caveat !== null, item.id).toBe(true);
        expect(item.lastChecked, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe('answers', () => {
  it('default to an adult tourist who has answered nothing', () => {
    expect(answersSchema.parse({})).toMatchObject({
      passportExpiry: null,
      travelerType: 'tourist',
      ageGroup: 'adult',
      travelPurpose: 'tourism',
    });
  });

  it('refuse impossible dates and unknown choices', () => {
    expect(answersSchema.safeParse({ passportExpiry: '2027-02-30' }).success).toBe(false);
    expect(answersSchema.safeParse({ passportExpiry: '30/01/2027' }).success).toBe(false);
    expect(answersSchema.safeParse({ travelerType: 'pilot' }).success).toBe(false);
    expect(answersSchema.safeParse({ ageGroup: 'teen' }).success).toBe(false);
    expect(answersSchema.safeParse({ ofwDependent: 'yes' }).success).toBe(false);
  });
});

describe('data', () => {
  it('refuses a file that cites a source it does not list', () => {
    const raw = structuredClone(departure) as unknown as { eTravel: { sources: string[] } };
    raw.eTravel.sources = ['PH99'];
    expect(() => parseDepartureData(raw)).toThrow(/PH99/);
  });
});

// ---------------------------------------------------------------------------
// Languages: the fixed phrases come from the `checklist` group of the readiness
// catalogue in the reader's language; the curated data they quote stays as curated.

const textsIn = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : textsIn(value)));

/** English that Filipino travelers use as it is (lib/i18n.test.ts checks the catalogues match key for key). */
const SHARED_WORDS = new Set(['Visa', 'Terminal fee', 'business', 'first class', 'transit', 'working holiday']);

/** The English words of the checklist phrases, between their {{variables}}: none may be left in a Filipino checklist. */
const englishPatterns = [
  ...new Set(
    textsIn(resources.en.readiness.checklist).flatMap((text) =>
      text.split(/\{\{\w+\}\}/).map((part) => part.replace(/^[\s,.:;()]+|[\s,.:;()]+$/g, '')),
    ),
  ),
]
  .filter((words) => /[a-z]{2}/i.test(words) && !SHARED_WORDS.has(words))
  .map((words) => ({ words, pattern: new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }));

/**
 * Every curated text a checklist may quote: the departure data and the visa
 * answers, as they are, lower-cased, without the "(typical)" / "(unverified)"
 * the items move into caveats, around the passport rule's ">=", and sentence by
 * sentence; longest first.
 */
function curatedTexts(visas: (VisaAnswer | null)[]): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(departure);
  for (const visa of visas) {
    if (!visa) continue;
    const { requirement, stayDuration, processingTime, fees, visaType, country, statusNote, officialLink } = visa;
    walk([requirement, stayDuration, processingTime, fees, visaType, country, statusNote, officialLink]);
  }
  const variants = texts.flatMap((text) => {
    const bare = text.replace(/\s*\((typical|unverified)\)\s*$/i, '');
    return [text, bare, bare.toLowerCase(), ...text.split(/\s*>=\s*/)];
  });
  const sentences = variants.flatMap((text) => text.split(/(?<=\.)\s/));
  return [...new Set([...variants, ...sentences])]
    .filter((text) => text.length > 2)
    .sort((a, b) => b.length - a.length);
}

const withoutCurated = (text: string, curated: string[]) =>
  curated.reduce((rest, quoted) => rest.split(quoted).join(' ¶ '), text);

/** The certificates the travel tax item names, as the data's certificateFeeNote names them. */
const CERTIFICATES = ['Travel Tax Exemption Certificate', 'reduced-rate certificate'];

/** Everything but the words: the rules must not depend on the language. */
const factsOf = (items: ChecklistItem[]) =>
  items.map(({ id, status, dueDate, amountPHP, sources, lastChecked }) => ({
    id,
    status,
    dueDate,
    amountPHP,
    sources,
    lastChecked,
  }));

describe('with the trip’s bookings', () => {
  const outbound: FlightBooking = {
    kind: 'flight',
    carrier: 'Philippine Airlines',
    flightNumber: 'PR 428',
    from: { airport: 'CEB', terminal: '1', at: '2027-03-10T08:05', zone: 'Asia/Manila' },
    to: { airport: 'NRT', terminal: '2', at: '2027-03-10T13:30', zone: 'Asia/Tokyo' },
  };
  const home: FlightBooking = {
    ...outbound,
    flightNumber: 'PR 427',
    from: { airport: 'NRT', at: '2027-03-14T14:55', zone: 'Asia/Tokyo' },
    to: { airport: 'CEB', at: '2027-03-14T18:40', zone: 'Asia/Manila' },
  };
  const stay: StayBooking = {
    kind: 'stay',
    name: 'Sample Shinjuku Hotel',
    checkIn: '2027-03-10',
    checkOut: '2027-03-14',
  };
  const booked = { flights: [home, outbound], stays: [stay] };

  it('opens eTravel 72 hours before the booked flight out, at its hour in Manila', () => {
    const eTravel = byId(checklist(booked), 'etravel');
    expect(eTravel.dueDate).toBe('2027-03-07');
    expect(eTravel.detail).toContain(
      'Registration opens on 2027-03-07, 08:05 Manila time: 72 hours before your booked flight PR 428 leaves CEB (2027-03-10, 08:05).',
    );
    // A flight from a zone other than Manila's is counted in Manila's clock: 23:30 in Tokyo is 22:30 in Manila.
    const late = { ...outbound, from: { airport: 'CRK', at: '2027-03-10T23:30', zone: 'Asia/Tokyo' } };
    expect(byId(checklist({ flights: [late] }), 'etravel').detail).toContain('2027-03-07, 22:30 Manila time');
  });

  it('charges the terminal fee of the airport the booked flight leaves from', () => {
    expect(byId(checklist(booked), 'terminal-fee').title).toBe(
      byId(checklist({ originAirport: 'CEB' }), 'terminal-fee').title,
    );
    expect(byId(checklist(booked), 'terminal-fee').title).not.toBe(byId(checklist(), 'terminal-fee').title);
  });

  it('ticks the return ticket and the accommodation from the bookings, but not for an OFW', () => {
    const items = checklist(booked);
    expect(byId(items, 'return-ticket')).toMatchObject({ status: 'done' });
    expect(byId(items, 'return-ticket').detail).toContain('Your return flight PR 427 on 2027-03-14');
    expect(byId(items, 'accommodation')).toMatchObject({ status: 'done' });
    expect(byId(items, 'accommodation').detail).toContain('Sample Shinjuku Hotel');
    // Only the flight out: no return ticket yet.
    expect(byId(checklist({ flights: [outbound] }), 'return-ticket').status).toBe('todo');
    const ofw = checklist(booked, { travelerType: 'ofw' });
    expect(byId(ofw, 'return-ticket').status).toBe('not-needed');
    expect(byId(ofw, 'accommodation').status).toBe('not-needed');
  });

  it('speaks Filipino about the bookings too', () => {
    const items = checklist(booked, {}, [], 'fil');
    expect(byId(items, 'etravel').detail).toContain('naka-book mong flight na PR 428');
    expect(byId(items, 'return-ticket').detail).toContain('flight pauwi na PR 427');
    expect(byId(items, 'accommodation').detail).toContain('tutuluyan sa Sample Shinjuku Hotel');
  });
});

describe('the checklist in Filipino', () => {
  const say = checklistWords('fil').say;
  const travelers: [string, Partial<ChecklistTrip>, Record<string, unknown>][] = [
    ['a tourist', {}, { passportExpiry: '2030-01-01' }],
    ['a sponsored traveler', {}, { travelerType: 'sponsored' }],
    ['an OFW', {}, { travelerType: 'ofw', passportExpiry: '2030-01-01' }],
    // Every other branch: warnings, no start date, minors, infants, reduced rates, other airports and visas.
    [
      'a minor OFW dependent',
      { destinationCountry: 'SG', originAirport: 'CEB' },
      { ageGroup: 'minor', ofwDependent: true, passportExpiry: '2027-06-01' },
    ],
    [
      'a minor without a parent',
      { startDate: null, originAirport: 'CRK' },
      { ageGroup: 'minor', travelingWithoutParent: true, ticketClass: 'firstClass' },
    ],
    [
      'an infant',
      { destinationCountry: 'MY', originAirport: 'DVO' },
      { ageGroup: 'infant', travelPurpose: 'visitFamilyFriends' },
    ],
    [
      'a government employee',
      { destinationCountry: 'Atlantis', originAirport: 'Somewhere' },
      { governmentEmployee: true, permanentResidentAbroad: true },
    ],
    [
      'a business traveler',
      { destinationCountry: 'KR', originAirport: 'MPH' },
      { travelPurpose: 'business', affidavitOfSupport: true },
    ],
  ];

  it('speaks English unless told otherwise', () => {
    for (const [, tripOverrides, answers] of travelers) {
      expect(checklist(tripOverrides, answers, [], 'en')).toEqual(checklist(tripOverrides, answers));
    }
    // The visa item names the purpose in the reader's words; in English, as the visa checker labels it.
    for (const certificate of CERTIFICATES) expect(departure.travelTax.certificateFeeNote).toContain(certificate);
    expect(textsIn(resources.en.readiness.checklist.visa.purposes)).toEqual(
      Object.values(TRAVEL_PURPOSES).map((label) => label.toLowerCase()),
    );
  });

  it.each(travelers)(
    '%s: the same steps, states, dates and amounts, with no English fixed phrase left',
    (_, tripOverrides, answers) => {
      const english = checklist(tripOverrides, answers, ['etravel']);
      const filipino = checklist(tripOverrides, answers, ['etravel'], 'fil');
      expect(factsOf(filipino)).toEqual(factsOf(english));
      const theTrip = trip(tripOverrides);
      const curated = [
        ...curatedTexts([visaFor(theTrip.destinationCountry, answersSchema.parse(answers).travelPurpose)]),
        ...CERTIFICATES,
        theTrip.destinationCountry,
        theTrip.originAirport,
      ].sort((a, b) => b.length - a.length);
      for (const item of filipino) {
        for (const text of [item.title, item.detail, item.caveat ?? '']) {
          const rest = withoutCurated(text, curated);
          const left = englishPatterns.filter(({ pattern }) => pattern.test(rest)).map(({ words }) => words);
          expect(left, `${item.id}: ${text}`).toEqual([]);
        }
      }
    },
  );

  it('writes amounts with ₱ and dates the Filipino way', () => {
    const items = checklist({}, { passportExpiry: '2027-09-13' }, [], 'fil');
    expect(byId(items, 'travel-tax').title).toBe(
      say('travelTax.title', { category: say('travelTax.categories.full') }),
    );
    expect(byId(items, 'travel-tax').detail).toMatch(/^₱1,620 para sa economy o business class\./);
    expect(byId(items, 'terminal-fee').detail).toContain('₱950');
    expect(byId(items, 'terminal-fee').detail).toContain('Setyembre 14, 2025');
    expect(byId(items, 'passport').detail).toContain('Setyembre 13, 2027');
    expect(byId(items, 'passport').detail).toContain('Setyembre 14, 2027');
    expect(byId(items, 'etravel').detail).toContain('Marso 7, 2027');
    expect(byId(items, 'etravel').title).toBe(t('fil', 'readiness:checklist.etravel.title'));
  });

  it('frames the OFW caveat and the curated rules in Filipino, quoting the data as it is', () => {
    const oec = byId(checklist({}, { travelerType: 'ofw' }, [], 'fil'), 'ofw-oec');
    expect(oec.caveat).toBe(say('ofwOec.unverified'));
    expect(oec.detail).toContain('OEC/DMW exit clearance');
    expect(oec.detail).toContain(say('ofwOec.detail', { clearance: '' }).slice(2));
    const visa = byId(checklist({ destinationCountry: 'SG' }, {}, [], 'fil'), 'visa');
    expect(visa.title).toBe(say('visa.freeTitle', { country: 'Singapore' }));
    expect(visa.detail).toContain(visaFor('SG', 'tourism')!.requirement);
  });
});

describe('the wording of every step', () => {
  // Data texts are quoted into sentences: one that ends with a full stop must not get a second,
  // and one without must still end before the next sentence starts.
  it('never doubles a full stop or runs two sentences together, for any destination and answers', () => {
    const answerSets = [
      {},
      { travelerType: 'sponsored', ageGroup: 'minor', travelingWithoutParent: true, ticketClass: 'firstClass' },
      { travelerType: 'ofw', ofwDependent: true, permanentResidentAbroad: true, governmentEmployee: true },
      { passportExpiry: '2027-01-27', affidavitOfSupport: true, ageGroup: 'infant' },
    ];
    const texts = DESTINATION_COUNTRIES.flatMap((destinationCountry) =>
      answerSets.flatMap((answers) =>
        (['en', 'fil'] as const).flatMap((locale) =>
          checklist({ destinationCountry }, answers, [], locale).flatMap((item) => [
            `${destinationCountry} ${item.id}: ${item.detail}`,
            ...(item.caveat ? [`${destinationCountry} ${item.id} caveat: ${item.caveat}`] : []),
          ]),
        ),
      ),
    );
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((text) => /[^.]\.\.(?!\.)|[a-z)] (Fees|Bayad|Processing|Tagal|Stay)\b/.test(text))).toEqual([]);
  });
});
