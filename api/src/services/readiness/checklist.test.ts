// The readiness rules against the real curated data: passport dates, eTravel's
// window, travel tax and terminal fee exemptions, the tourist / sponsored / OFW
// checklists and the visa answer per destination.
import { describe, expect, it } from 'vitest';
import { createVisaService } from '../visa/visa.js';
import {
  addMonths,
  airportCode,
  answersSchema,
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

function checklist(
  tripOverrides: Partial<ChecklistTrip> = {},
  answers: Record<string, unknown> = {},
  ticked: string[] = [],
) {
  const parsed = answersSchema.parse(answers);
  const theTrip = trip(tripOverrides);
  const purpose = parsed.travelPurpose;
  let visa = null;
  try {
    visa = visaService.check({ destinationCountry: theTrip.destinationCountry, travelPurpose: purpose });
  } catch {
    visa = null;
  }
  return computeChecklist(theTrip, parsed, { departure, visa }, new Set(ticked));
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
    expect(passport.sources[0]!.url).toBe('https://immigration.gov.ph/');
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
    expect(eTravel.sources.map((source) => source.id)).toEqual(['PH13', 'PH14']);
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
    expect(tax.detail).toContain('pending - not law');
    expect(tax.sources.map((source) => source.id)).toEqual(expect.arrayContaining(['PH1', 'PH3', 'PH6']));
  });

  it('shows the unverified BIMP-EAGA exemption as a caveat for Malaysia and Indonesia only', () => {
    expect(byId(checklist({ destinationCountry: 'MY' }), 'travel-tax').caveat).toMatch(/BIMP-EAGA.*unverified/);
    expect(byId(checklist({ destinationCountry: 'MY' }), 'travel-tax').sources.map((source) => source.id)).toContain(
      'PH16',
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
    expect(cebu.caveat).toContain('domestic amount not sourced');
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
