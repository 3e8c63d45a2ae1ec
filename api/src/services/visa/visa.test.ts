// The visa service on the real curated data: answers, honesty rules and input
// validation (docs/product/visa.md).
import { english, fromZodMessage } from '../../lib/messages.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { t } from '../../lib/i18n.js';
import { parseVisaData, TRAVEL_PURPOSES, type TravelPurpose } from './visa-data.js';
import { DESTINATION_COUNTRIES } from '../../domain/catalogue/destination-data.js';
import { createVisaService, visaMessages, type VisaAnswer } from './visa.js';

const visa = createVisaService();

function failure(input: unknown): string | undefined {
  try {
    visa.check(input);
  } catch (error) {
    if (error instanceof ZodError) return english(fromZodMessage(error.issues[0]!.message)!);
    throw error;
  }
  return undefined;
}

describe('visa service', () => {
  it('answers Japan for tourism: visa required, with documents, fees and dated sources', () => {
    const answer = visa.check({ destinationCountry: 'JP', travelPurpose: 'Tourism' });
    expect(answer).toMatchObject({
      country: 'Japan',
      countryCode: 'JP',
      travelPurpose: 'Tourism',
      nationality: 'Filipino',
      visaFree: false,
      stayDuration: null,
      status: 'sourced',
      lastChecked: '2026-11-22',
      officialLink: { url: 'https://www.ph.emb-japan.go.jp/' },
    });
    expect(answer.requirement).toMatch(/^Visa required/);
    // The document list comes from travel agencies, and says so.
    expect(answer.documents).toContainEqual(
      expect.stringMatching(/^Certificate of employment \(per travel agencies; not confirmed/),
    );
    expect(answer.fees).toMatch(/PHP 520/);
    expect(answer.additionalInfo[0]).toMatch(/^Length of stay: /);
    expect(answer.additionalInfo.join(' ')).toMatch(/eVISA/);
    expect(answer.sources).toContainEqual(
      expect.objectContaining({ publisher: 'Embassy of Japan in the Philippines', date: '2025-03-19' }),
    );
  });

  it('answers Singapore for tourism: visa-free with the stay duration', () => {
    const answer = visa.check({ destinationCountry: 'Singapore', travelPurpose: 'tourism' });
    expect(answer).toMatchObject({ country: 'Singapore', visaFree: true, status: 'sourced' });
    expect(answer.stayDuration).toMatch(/^30 days/);
    expect(answer.sources.map((source) => source.publisher)).toContain(
      'Immigration & Checkpoints Authority, Singapore',
    );
  });

  it('says the Thai stay is not confirmed instead of guessing it', () => {
    const answer = visa.check({ destinationCountry: 'TH', travelPurpose: 'Tourism' });
    expect(answer).toMatchObject({ visaFree: true, status: 'partial' });
    expect(answer.stayDuration).toMatch(/^Not confirmed/);
    expect(answer.statusNote).toMatch(/not confirmed/);
    expect(answer.additionalInfo.join(' ')).toMatch(/2026-05-19/);
  });

  it('covers the special cases: conditional transit, visa on arrival, working holiday', () => {
    const korea = visa.check({ destinationCountry: 'South Korea', travelPurpose: 'Transit' });
    expect(korea.requirement).toMatch(/US, Canadian, Australian, New Zealand/);
    expect(korea.visaFree).toBe(false);
    const uae = visa.check({ destinationCountry: 'AE', travelPurpose: 'Tourism' });
    expect(uae.additionalInfo.join(' ')).toMatch(/Visa on arrival from 2026-06-25/);
    const australia = visa.check({ destinationCountry: 'AU', travelPurpose: 'Working Holiday' });
    expect(australia).toMatchObject({ visaType: 'Work and Holiday visa (subclass 462)', status: 'partial' });
    expect(australia.fees).toMatch(/AUD 650/);
  });

  it('answers an unconfirmed purpose honestly, with the official link and no invented details', () => {
    const answer = visa.check({ destinationCountry: 'VN', travelPurpose: 'Medical' });
    expect(answer).toMatchObject({
      status: 'not_found',
      visaFree: false,
      stayDuration: null,
      documents: [],
      processingTime: visaMessages.notConfirmed,
      fees: visaMessages.notConfirmed,
      sources: [],
      officialLink: { url: 'https://evisa.gov.vn/' },
    });
    expect(answer.requirement).toBe(
      'We could not confirm the visa rules for medical trips to Vietnam. Contact the embassy or consulate before you travel.',
    );
  });

  it('answers every destination and purpose, each with sources unless nothing was confirmed', () => {
    for (const country of DESTINATION_COUNTRIES) {
      for (const purpose of Object.values(TRAVEL_PURPOSES)) {
        const answer = visa.check({ destinationCountry: country, travelPurpose: purpose });
        expect(answer.travelPurpose).toBe(purpose);
        if (answer.status === 'sourced' || answer.status === 'partial') {
          expect(answer.sources.length, `${country} ${purpose}`).toBeGreaterThan(0);
        }
        if (answer.visaFree) expect(answer.stayDuration, `${country} ${purpose}`).toBeTruthy();
      }
    }
  });

  it('words only its own sentences in Filipino: every curated fact is the same in both languages', () => {
    for (const country of DESTINATION_COUNTRIES) {
      for (const purpose of Object.keys(TRAVEL_PURPOSES) as TravelPurpose[]) {
        const input = { destinationCountry: country, travelPurpose: purpose };
        const [en, fil] = [visa.check(input), visa.check(input, 'fil')];
        const at = `${country} ${purpose}`;
        const facts = ({ requirement: _r, processingTime: _p, fees: _f, additionalInfo: _a, ...rest }: VisaAnswer) =>
          rest;
        expect(facts(fil), at).toEqual(facts(en));
        if (en.status === 'not_found') {
          expect(en.requirement, at).toBe(
            `We could not confirm the visa rules for ${TRAVEL_PURPOSES[purpose].toLowerCase()} trips to ${en.country}. Contact the embassy or consulate before you travel.`,
          );
          expect(fil.requirement, at).toBe(
            t('fil', 'visa:answer.notFound', {
              purpose: t('fil', `readiness:checklist.visa.purposes.${purpose}`),
              country: en.country,
            }),
          );
        } else expect(fil.requirement, at).toBe(en.requirement);
        for (const field of ['processingTime', 'fees'] as const) {
          if (en[field] === visaMessages.notConfirmed)
            expect(fil[field], at).toBe(t('fil', 'visa:answer.notConfirmed'));
          else expect(fil[field], at).toBe(en[field]);
        }
        // Only the granted stay's label changes; the stay itself and the notes are quoted as curated.
        const filStay = t('fil', 'visa:answer.lengthOfStay', { stay: '' });
        expect(fil.additionalInfo, at).toEqual(
          en.additionalInfo.map((info) => info.replace(/^Length of stay: /, filStay)),
        );
      }
    }
    const american = visa.check({ destinationCountry: 'JP', travelPurpose: 'Tourism', nationality: 'American' }, 'fil');
    expect(american).toMatchObject({
      requirement: t('fil', 'visa:answer.otherNationality', { nationality: 'American', country: 'Japan' }),
      processingTime: 'Hindi pa sakop',
      fees: 'Hindi pa sakop',
      status: 'not_covered',
    });
  });

  it('gives other nationalities a clear "not covered yet" answer', () => {
    const answer = visa.check({ destinationCountry: 'JP', travelPurpose: 'Tourism', nationality: ' American ' });
    expect(answer).toMatchObject({
      country: 'Japan',
      nationality: 'American',
      status: 'not_covered',
      visaFree: false,
      documents: [],
      sources: [],
      lastChecked: null,
      officialLink: null,
    });
    expect(answer.requirement).toMatch(/Lakbay covers Philippine passport holders only for now/);
    for (const nationality of ['Filipino', 'philippines', 'PH', 'Filipina', '', null, undefined]) {
      const same = visa.check({ destinationCountry: 'JP', travelPurpose: 'Tourism', nationality });
      expect(same, String(nationality)).toMatchObject({ status: 'sourced', nationality: 'Filipino' });
    }
  });

  it('dates an answer by the least recently checked fact it shows', () => {
    const raw = JSON.parse(readFileSync(new URL('../../../data/visa.json', import.meta.url), 'utf8'));
    const singapore = raw.countries.SG;
    singapore.lastChecked = '2026-01-05';
    // Re-check every fact of Singapore's answers on a later day, except the business requirement.
    const recheck = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(recheck);
      else if (value && typeof value === 'object') {
        if ('text' in value && 'sources' in value) Object.assign(value, { checked: '2026-03-03' });
        Object.values(value).forEach(recheck);
      }
    };
    recheck(singapore);
    delete singapore.purposes.business.requirement.checked;
    const service = createVisaService({ data: parseVisaData(raw) });
    const checked = (travelPurpose: string) => service.check({ destinationCountry: 'SG', travelPurpose }).lastChecked;
    expect(checked('Tourism')).toBe('2026-03-03');
    expect(checked('Business')).toBe('2026-01-05');
  });

  it('validates the request with the form messages', () => {
    expect(failure({ travelPurpose: 'Tourism' })).toBe(english(visaMessages.countryRequired));
    expect(failure({ destinationCountry: '  ', travelPurpose: 'Tourism' })).toBe(english(visaMessages.countryRequired));
    expect(failure({ destinationCountry: 'Narnia', travelPurpose: 'Tourism' })).toBe(
      english(visaMessages.countryUnknown),
    );
    expect(failure({ destinationCountry: 'JP' })).toBe(english(visaMessages.purposeRequired));
    expect(failure({ destinationCountry: 'JP', travelPurpose: 'Sightseeing' })).toBe(
      english(visaMessages.purposeUnknown),
    );
    expect(failure({ destinationCountry: 'JP', travelPurpose: 'Tourism', nationality: 7 })).toBe(
      english(visaMessages.nationalityText),
    );
    expect(failure('JP')).toBe('Send the details as a JSON object.');
    expect(failure({ destinationCountry: 'united kingdom', travelPurpose: 'VISIT_FAMILY_FRIENDS' })).toBeUndefined();
  });
});
