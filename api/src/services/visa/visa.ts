// The visa checker (docs/product/visa.md): answers what a Philippine passport needs for
// one destination and purpose, from the curated data in api/data/visa.json.
// GraphQL (graphql/types/visa.ts) and REST (rest/visa.ts) are thin adapters
// over `check`. Every answer carries its sources, the date it was last checked
// and a status; an answer the data cannot back says so instead of guessing.
//
// The sentences Lakbay composes itself (an unconfirmed purpose, a passport it
// does not cover, "Length of stay: …") follow the reader's language:
// locales/<locale>/visa.json, `answer`. What the answer quotes from the curated
// data (requirements, documents, fees, notes, sources) stays as curated, in English.
import * as visaCheck from '@lakbay/validation/visa';
import { z } from 'zod';
import { t, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n.js';
import { DESTINATION_COUNTRIES, type DestinationCountry } from '../../domain/catalogue/destination-data.js';
import {
  ANSWER_STATUSES,
  loadVisaData,
  TRAVEL_PURPOSES,
  type CountryRules,
  type Fact,
  type TravelPurpose,
  type VisaData,
} from './visa-data.js';

export const visaMessages = {
  countryRequired: 'validation:visa.countryRequired',
  countryUnknown: 'visa:countryUnknown',
  purposeRequired: 'validation:visa.purposeRequired',
  purposeUnknown: 'visa:purposeUnknown',
  nationalityText: 'visa:nationalityText',
  homeCountry: 'visa:homeCountry',
  /** The answer's placeholders in English, as the checker always wrote them (the form messages are above). */
  notConfirmed: t('en', 'visa:answer.notConfirmed'),
  notCovered: t('en', 'visa:answer.notCovered'),
} as const;

type PhraseOf<K> = K extends `visa:answer.${infer Phrase}` ? Phrase : never;
type AnswerPhrase = PhraseOf<MessageKey>;
type Say = (key: AnswerPhrase, params?: MessageParams) => string;

/** The answer's own phrases in one language, as the planner's `phrasesFor` and the checklist's `checklistWords` do it. */
const answerWords =
  (locale: Locale): Say =>
  (key, params) =>
    t(locale, `visa:answer.${key}`, params);

export const VISA_STATUSES = [...ANSWER_STATUSES, 'not_covered'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

export interface VisaSourceRef {
  title: string;
  url: string | null;
  publisher: string;
  date: string | null;
}

/** The answer of docs/product/visa.md (its field names) plus what makes the answer checkable. */
export interface VisaAnswer {
  country: string;
  countryCode: DestinationCountry;
  travelPurpose: string;
  nationality: string;
  requirement: string;
  visaFree: boolean;
  /** Only when visa-free; for a visa the granted stay is the first additional info. */
  stayDuration: string | null;
  documents: string[];
  processingTime: string;
  fees: string;
  additionalInfo: string[];
  visaType: string | null;
  status: VisaStatus;
  statusNote: string | null;
  sources: VisaSourceRef[];
  /** YYYY-MM-DD; null when the answer does not come from the data (not covered). */
  lastChecked: string | null;
  /** Where to verify; null for NOT_COVERED. */
  officialLink: { title: string; url: string } | null;
}

/** Letters and digits only, lower-cased: "Visit Family/Friends", "visitFamilyFriends" and "VISIT_FAMILY_FRIENDS" meet. */
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const PHILIPPINE = new Set(['filipino', 'filipina', 'pilipino', 'philippine', 'philippines', 'ph', 'phl']);
/** The Philippines as a destination: no visa at home, which the checker says instead of "not on the list". */
const HOME_COUNTRY = new Set(['ph', 'phl', 'philippines', 'pilipinas']);

/** A field the checker's form requires (@lakbay/validation/visa), matched against the data's codes and names. */
function choice<T extends string>(
  required: z.ZodType<string, string>,
  lookup: Map<string, T>,
  unknown: MessageKey,
  home?: MessageKey,
) {
  return required.transform((value, context) => {
    const found = lookup.get(squash(value));
    if (!found) {
      context.addIssue({ code: 'custom', message: home && HOME_COUNTRY.has(squash(value)) ? home : unknown });
    }
    return found ?? z.NEVER;
  });
}

function createInputSchema(data: VisaData) {
  const countries = new Map<string, DestinationCountry>(
    DESTINATION_COUNTRIES.flatMap((code) => [
      [squash(code), code],
      [squash(data.countries[code].name), code],
    ]),
  );
  const purposes = new Map<string, TravelPurpose>(
    (Object.entries(TRAVEL_PURPOSES) as [TravelPurpose, string][]).flatMap(([id, label]) => [
      [squash(id), id],
      [squash(label), id],
    ]),
  );
  return z.object(
    {
      destinationCountry: choice(
        visaCheck.destinationCountry,
        countries,
        visaMessages.countryUnknown,
        visaMessages.homeCountry,
      ),
      travelPurpose: choice(visaCheck.travelPurpose, purposes, visaMessages.purposeUnknown),
      nationality: z
        .string({ error: visaMessages.nationalityText })
        .trim()
        .max(60, visaMessages.nationalityText)
        .nullish()
        .transform((value) => value || 'Filipino'),
    },
    { error: 'errors:notObject' },
  );
}

export type VisaCheckInput = z.input<ReturnType<typeof createInputSchema>>;

export function createVisaService({ data = loadVisaData() }: { data?: VisaData } = {}) {
  const inputSchema = createInputSchema(data);

  const sourcesOf = (facts: Fact[]): VisaSourceRef[] =>
    [...new Set(facts.flatMap((fact) => fact.sources))].map((id) => {
      const { title, url, publisher, date } = data.sources.get(id)!;
      return { title, url, publisher, date };
    });

  /** An answer is only as recently checked as the least recently checked fact it shows. */
  const checkedOn = (rules: CountryRules, facts: Fact[]) =>
    facts.map((fact) => fact.checked ?? rules.lastChecked).sort()[0] ?? rules.lastChecked;

  const notesFor = (rules: CountryRules, purpose: TravelPurpose) =>
    rules.notes.filter((note) => note.purposes === 'all' || note.purposes.includes(purpose));

  function answer(rules: CountryRules, purpose: TravelPurpose, locale: Locale) {
    const say = answerWords(locale);
    const base = { country: rules.name, countryCode: rules.code, travelPurpose: TRAVEL_PURPOSES[purpose] };
    const entry = rules.purposes[purpose];
    const countryNotes = notesFor(rules, purpose);

    if (entry.status === 'not_found') {
      const notes = [...(entry.notes ?? []), ...countryNotes];
      return {
        ...base,
        requirement: say('notFound', {
          // The purpose in running text, worded as the readiness checklist words it.
          purpose: t(locale, `readiness:checklist.visa.purposes.${purpose}`),
          country: rules.name,
        }),
        visaFree: false,
        stayDuration: null,
        documents: [],
        processingTime: say('notConfirmed'),
        fees: say('notConfirmed'),
        additionalInfo: notes.map((note) => note.text),
        visaType: null,
        status: entry.status,
        statusNote: null,
        sources: sourcesOf(notes),
        lastChecked: checkedOn(rules, notes),
      };
    }

    const visitor = entry.basis === 'visitor' ? rules.visitor : undefined;
    const stay = entry.stayDuration ?? visitor?.stayDuration;
    const documents = [...(entry.documents ?? visitor?.documents ?? []), ...(entry.extraDocuments ?? [])];
    const processingTime = entry.processingTime ?? visitor?.processingTime;
    const fees = entry.fees ?? visitor?.fees;
    const notes = [...(entry.notes ?? []), ...countryNotes];
    // The page shows a stay duration only when visa-free (docs/product/visa.md); a visa's granted stay still matters.
    const stayInfo = !entry.visaFree && stay ? [say('lengthOfStay', { stay: stay.text })] : [];
    const cited = [entry.requirement, stay, ...documents, processingTime, fees, ...notes].filter(
      (fact): fact is Fact => fact !== undefined,
    );
    return {
      ...base,
      requirement: entry.requirement.text,
      visaFree: entry.visaFree,
      stayDuration: entry.visaFree && stay ? stay.text : null,
      documents: documents.map((fact) => fact.text),
      processingTime: processingTime?.text ?? say('notConfirmed'),
      fees: fees?.text ?? say('notConfirmed'),
      additionalInfo: [...stayInfo, ...notes.map((note) => note.text)],
      visaType: entry.visaType ?? null,
      status: entry.status,
      statusNote: entry.statusNote ?? null,
      sources: sourcesOf(cited),
      lastChecked: checkedOn(rules, cited),
    };
  }

  return {
    /**
     * Validates the request (docs/product/visa.md) and answers it, its own sentences worded in
     * `locale`. Throws BAD_USER_INPUT (via ZodError) for a bad request.
     */
    check(input: unknown, locale: Locale = 'en'): VisaAnswer {
      const { destinationCountry, travelPurpose, nationality } = inputSchema.parse(input);
      const rules = data.countries[destinationCountry];
      if (!PHILIPPINE.has(squash(nationality))) {
        const say = answerWords(locale);
        return {
          country: rules.name,
          countryCode: rules.code,
          travelPurpose: TRAVEL_PURPOSES[travelPurpose],
          nationality,
          requirement: say('otherNationality', { nationality, country: rules.name }),
          visaFree: false,
          stayDuration: null,
          documents: [],
          processingTime: say('notCovered'),
          fees: say('notCovered'),
          additionalInfo: [],
          visaType: null,
          status: 'not_covered',
          statusNote: null,
          sources: [],
          lastChecked: null,
          // The data's links are picked for Philippine passport holders (e.g. the embassy in Manila).
          officialLink: null,
        };
      }
      return {
        ...answer(rules, travelPurpose, locale),
        nationality: 'Filipino',
        officialLink: rules.officialLink,
      };
    },
  };
}

export type VisaService = ReturnType<typeof createVisaService>;
