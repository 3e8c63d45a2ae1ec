// api/data/visa.json against its schema and cross-checks, and the checks
// themselves against broken copies of the file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { loadVisaData, parseVisaData, TRAVEL_PURPOSES, UNCONFIRMED } from './visa-data.js';
import { DESTINATION_COUNTRIES } from '../../domain/catalogue/destination-data.js';

const raw = () => JSON.parse(readFileSync(new URL('../../../data/visa.json', import.meta.url), 'utf8'));

function problems(mutate: (file: ReturnType<typeof raw>) => void): string[] {
  const file = raw();
  mutate(file);
  try {
    parseVisaData(file);
    return [];
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return error.issues.map((issue) => issue.message);
  }
}

describe('visa data', () => {
  it('has an answer for every destination and purpose, citing only listed sources', () => {
    const data = loadVisaData();
    expect(Object.keys(data.countries).sort()).toEqual([...DESTINATION_COUNTRIES].sort());
    for (const country of Object.values(data.countries)) {
      expect(Object.keys(country.purposes).sort()).toEqual(Object.keys(TRAVEL_PURPOSES).sort());
      expect(country.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(country.officialLink.url).toMatch(/^https:\/\//);
    }
    expect(problems(() => {})).toEqual([]);
  });

  it('keeps the known weak spots honest', () => {
    const { countries } = loadVisaData();
    // Thailand's Cabinet approved cancelling the 60-day exemption on 2026-05-19; the new allowance is unconfirmed.
    expect(countries.TH.purposes.tourism.status).toBe('partial');
    expect(countries.TH.visitor.stayDuration.text).toMatch(UNCONFIRMED);
    expect(countries.TH.visitor.stayDuration.text).not.toMatch(/ended/);
    // The UK fee of 2025-04-09 is the last one confirmed; whether it changed in April 2026 is not (issue #30),
    // and neither is its processing time.
    expect(countries.UK.visitor.fees.text).toMatch(/^GBP 127 .* from 2025-04-09 .*April 2026 is not confirmed/);
    expect(countries.UK.visitor.processingTime.text).toMatch(UNCONFIRMED);
    expect(countries.AU.visitor.fees.text).toMatch(/AUD 190.*not confirmed/);
    expect(countries.AE.visitor.fees.text).toMatch(UNCONFIRMED);
  });

  it('rejects a file with an unknown or uncited source', () => {
    expect(
      problems((file) => {
        file.countries.JP.purposes.tourism.requirement.sources.push('NOPE1');
      }),
    ).toContain('JP: unknown source NOPE1');
    expect(
      problems((file) => {
        file.sources.push({ id: 'EXTRA1', title: 'Unused', url: null, publisher: 'x', date: null });
      }),
    ).toContain('source EXTRA1 is listed but never cited');
  });

  it('rejects a missing purpose or destination', () => {
    expect(
      problems((file) => {
        delete file.countries.SG.purposes.transit;
      }),
    ).not.toEqual([]);
    expect(
      problems((file) => {
        delete file.countries.ES;
      }),
    ).not.toEqual([]);
  });

  it('rejects an unsourced fact that does not say it is unconfirmed', () => {
    expect(
      problems((file) => {
        file.countries.VN.visitor.documents[0].text = 'Passport valid for at least 6 months';
      }),
    ).toContain('a fact without a source must say "not confirmed"');
  });

  it('rejects a "sourced" answer whose fee has no source', () => {
    expect(
      problems((file) => {
        file.countries.US.purposes.tourism.fees = { text: 'Fee not confirmed', sources: [] };
      }),
    ).toContain('US.tourism: "sourced" needs a source for requirement, fees and processing time');
  });
});
