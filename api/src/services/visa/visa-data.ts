// The shape of api/data/visa.json: curated visa rules for Philippine passport
// holders, one answer per destination and purpose. Every fact cites source ids
// from the file's `sources`; a fact without a source must say in its own words
// that it is not confirmed, so the product never states a guess as a rule.
// Loaded and checked once per process; the same checks run in a test.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DESTINATION_COUNTRIES, type DestinationCountry } from '../../domain/catalogue/destination-data.js';

/** The purposes of docs/product/visa.md, with the labels the web form shows. */
export const TRAVEL_PURPOSES = {
  tourism: 'Tourism',
  business: 'Business',
  education: 'Education',
  visitFamilyFriends: 'Visit Family/Friends',
  medical: 'Medical',
  transit: 'Transit',
  workingHoliday: 'Working Holiday',
} as const;
export type TravelPurpose = keyof typeof TRAVEL_PURPOSES;
const purposeIds = Object.keys(TRAVEL_PURPOSES) as [TravelPurpose, ...TravelPurpose[]];

/** How far an answer is backed by its sources (the meanings of shared/data's status values). */
export const ANSWER_STATUSES = ['sourced', 'partial', 'unverified', 'not_found'] as const;

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Words a fact without a source must contain. */
export const UNCONFIRMED = /not confirmed|unverified/i;

const sourceSchema = z.object({
  id: text,
  title: text,
  /** null: the researcher did not record the page's address; `publisher` still names the site. */
  url: z.url({ protocol: /^https?$/ }).nullable(),
  publisher: text,
  /** The date the source states: YYYY, YYYY-MM or YYYY-MM-DD; null when it states none. */
  date: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .nullable(),
});

const factSchema = z
  .object({
    text,
    sources: z.array(text),
    /** When a curator last checked this fact against its sources, if after the country's `lastChecked`. */
    checked: isoDate.optional(),
  })
  .refine((fact) => fact.sources.length > 0 || UNCONFIRMED.test(fact.text), {
    message: 'a fact without a source must say "not confirmed"',
  });
export type Fact = z.infer<typeof factSchema>;

/** The usual short-stay visa (or visa-free entry) that several purposes share. */
const visitorSchema = z.object({
  stayDuration: factSchema,
  documents: z.array(factSchema).min(1),
  processingTime: factSchema,
  fees: factSchema,
});

const answeredSchema = z.object({
  status: z.enum(['sourced', 'partial', 'unverified']),
  /** Why a mostly sourced answer is only partial, e.g. "The current fee is not confirmed." */
  statusNote: text.optional(),
  /** True only when a source says no visa is needed for this purpose. */
  visaFree: z.boolean(),
  visaType: text.optional(),
  requirement: factSchema,
  /** "visitor": stay, documents, processing time and fees default to the country's visitor block. */
  basis: z.literal('visitor').optional(),
  stayDuration: factSchema.optional(),
  documents: z.array(factSchema).optional(),
  extraDocuments: z.array(factSchema).optional(),
  processingTime: factSchema.optional(),
  fees: factSchema.optional(),
  notes: z.array(factSchema).optional(),
});

const notFoundSchema = z.object({ status: z.literal('not_found'), notes: z.array(factSchema).optional() });

const answerSchema = z.discriminatedUnion('status', [answeredSchema, notFoundSchema]);
export type Answer = z.infer<typeof answerSchema>;

const noteSchema = factSchema.and(
  z.object({ purposes: z.union([z.literal('all'), z.array(z.enum(purposeIds)).min(1)]) }),
);

/** Rules shared by several countries (the Schengen states). */
const rulesSchema = z.object({
  visitor: visitorSchema,
  /** Country-wide facts, shown with the purposes they name. */
  notes: z.array(noteSchema),
  purposes: z.object(
    Object.fromEntries(purposeIds.map((id) => [id, answerSchema])) as Record<TravelPurpose, typeof answerSchema>,
  ),
});
export type VisaRules = z.infer<typeof rulesSchema>;

const countryHeader = {
  name: text,
  /** When these rules were last checked against their sources. */
  lastChecked: isoDate,
  /** Where a traveler verifies the rules. No fact is taken from it. */
  officialLink: z.object({ title: text, url: z.url({ protocol: /^https$/ }) }),
};

const countrySchema = z.union([
  z.object({ ...countryHeader, template: text }).strict(),
  z.object({ ...countryHeader, ...rulesSchema.shape }).strict(),
]);

const fileSchema = z
  .object({
    about: text,
    sources: z.array(sourceSchema).min(1),
    templates: z.record(text, rulesSchema),
    countries: z
      .object(
        Object.fromEntries(DESTINATION_COUNTRIES.map((code) => [code, countrySchema])) as Record<
          DestinationCountry,
          typeof countrySchema
        >,
      )
      .strict(),
  })
  .superRefine((file, context) => {
    for (const problem of checkReferences(file)) context.addIssue({ code: 'custom', message: problem });
  });
type VisaFile = z.infer<typeof fileSchema>;

export type VisaSource = z.infer<typeof sourceSchema>;
export interface CountryRules extends VisaRules {
  code: DestinationCountry;
  name: string;
  lastChecked: string;
  officialLink: { title: string; url: string };
}
export interface VisaData {
  sources: ReadonlyMap<string, VisaSource>;
  countries: Readonly<Record<DestinationCountry, CountryRules>>;
}

function rulesFacts(rules: VisaRules): Fact[] {
  const { visitor } = rules;
  return [
    visitor.stayDuration,
    visitor.processingTime,
    visitor.fees,
    ...visitor.documents,
    ...rules.notes,
    ...Object.values(rules.purposes).flatMap((answer) =>
      answer.status === 'not_found'
        ? (answer.notes ?? [])
        : [
            answer.requirement,
            ...[answer.stayDuration, answer.processingTime, answer.fees].filter((fact) => fact !== undefined),
            ...(answer.documents ?? []),
            ...(answer.extraDocuments ?? []),
            ...(answer.notes ?? []),
          ],
    ),
  ];
}

/**
 * Cross-checks zod cannot express field by field: source ids are unique, every
 * cited id is listed and every listed source is cited, templates exist, and an
 * answer marked `sourced` has a source for its requirement, fees and
 * processing time.
 */
function checkReferences(file: VisaFile): string[] {
  const problems: string[] = [];
  const ids = file.sources.map((source) => source.id);
  const known = new Set(ids);
  if (known.size !== ids.length) problems.push('duplicate source ids');
  const cited = new Set<string>();
  const check = (where: string, rules: VisaRules) => {
    for (const fact of rulesFacts(rules)) {
      for (const id of fact.sources) {
        cited.add(id);
        if (!known.has(id)) problems.push(`${where}: unknown source ${id}`);
      }
    }
    for (const [purpose, answer] of Object.entries(rules.purposes)) {
      if (answer.status !== 'sourced') continue;
      const inherited = answer.basis === 'visitor' ? rules.visitor : undefined;
      const core = [
        answer.requirement,
        answer.fees ?? inherited?.fees,
        answer.processingTime ?? inherited?.processingTime,
      ];
      if (core.some((fact) => !fact?.sources.length)) {
        problems.push(`${where}.${purpose}: "sourced" needs a source for requirement, fees and processing time`);
      }
    }
  };
  for (const [name, rules] of Object.entries(file.templates)) check(`templates.${name}`, rules);
  for (const [code, country] of Object.entries(file.countries)) {
    if ('template' in country) {
      if (!file.templates[country.template]) problems.push(`${code}: unknown template ${country.template}`);
    } else {
      check(code, country);
    }
  }
  for (const id of known) if (!cited.has(id)) problems.push(`source ${id} is listed but never cited`);
  return problems;
}

/** Validates raw file contents; throws a ZodError naming every problem. */
export function parseVisaData(raw: unknown): VisaData {
  const file = fileSchema.parse(raw);
  const countries = Object.fromEntries(
    DESTINATION_COUNTRIES.map((code) => {
      const { name, lastChecked, officialLink, ...rest } = file.countries[code];
      const rules = 'template' in rest ? file.templates[rest.template]! : rest;
      return [code, { code, name, lastChecked, officialLink, ...rules }];
    }),
  ) as Record<DestinationCountry, CountryRules>;
  return { sources: new Map(file.sources.map((source) => [source.id, source])), countries };
}

const dataFile = new URL('../../../data/visa.json', import.meta.url);
let cached: VisaData | undefined;

export function loadVisaData(): VisaData {
  cached ??= parseVisaData(JSON.parse(readFileSync(dataFile, 'utf8')));
  return cached;
}
