// The departure facts the readiness checklist uses, read from the curated
// api/data/philippines.json with their source ids and the file's lastChecked
// date. Only the fields the checklist reads are validated; loaded once per process.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const text = z.string().trim().min(1);
const ids = z.array(text);
const amount = z.number().int().min(0);
const rateSchema = z.object({ full: amount, standardReduced: amount, privilegedReduced: amount });

const fileSchema = z.object({
  sources: z
    .array(
      z.object({
        id: text,
        title: text,
        url: z.url(),
        /** As in the destination files: the date the source states, or for an `undated` one the day it was read. */
        date: text,
        undated: z.literal(true).optional(),
        /** A Lakbay curator's estimate, not a published source. */
        estimate: z.literal(true).optional(),
      }),
    )
    .min(1),
  travelTax: z.object({
    rates: z.object({ economyOrBusiness: rateSchema, firstClass: rateSchema }),
    standardReducedEligibility: z.array(text).min(1),
    privilegedReducedEligibility: z.array(text).min(1),
    exempt: z.array(text).min(1),
    certificateFeePHP: amount,
    certificateFeeNote: text,
    payment: text,
    bimpEagaExemption: z.object({ text, status: text, sources: ids }),
    abolition: z.object({ status: text, note: text, sources: ids }),
    sources: ids,
  }),
  terminalFees: z.object({
    name: text,
    collection: text,
    exempt: z.array(text).min(1),
    airports: z.record(
      z.string().regex(/^[A-Z]{3}$/),
      z.object({
        international: amount.nullish(),
        effective: text.optional(),
        status: z.enum(['sourced', 'partial', 'unknown']),
        note: text.optional(),
        sources: ids.optional(),
      }),
    ),
    sources: ids,
  }),
  eTravel: z.object({
    url: z.url(),
    feePHP: amount,
    registrationWindowHours: z.number().int().positive(),
    rule: text,
    warning: text,
    sources: ids,
  }),
  immigration: z.object({
    primaryInspectionDocuments: z.array(text).min(1),
    secondaryInspection: z.object({ basis: text, mayAskFor: z.array(text).min(1), note: text }),
    revisedGuidelines2023: text,
    specialCases: z.array(text).min(1),
    sources: ids,
  }),
  lastChecked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export type DepartureData = z.infer<typeof fileSchema>;
export type DepartureSource = DepartureData['sources'][number];

/** Parses the file's contents; throws when a field the checklist needs is missing or a source id is unknown. */
export function parseDepartureData(raw: unknown): DepartureData {
  const data = fileSchema.parse(raw);
  const known = new Set(data.sources.map((source) => source.id));
  const cited = [
    ...data.travelTax.sources,
    ...data.travelTax.bimpEagaExemption.sources,
    ...data.travelTax.abolition.sources,
    ...data.terminalFees.sources,
    ...Object.values(data.terminalFees.airports).flatMap((airport) => airport.sources ?? []),
    ...data.eTravel.sources,
    ...data.immigration.sources,
  ];
  const unknown = cited.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`philippines.json cites unknown sources: ${unknown.join(', ')}`);
  return data;
}

const file = new URL('../../../data/philippines.json', import.meta.url);
let cached: DepartureData | undefined;

export function loadDepartureData(): DepartureData {
  cached ??= parseDepartureData(JSON.parse(readFileSync(file, 'utf8')));
  return cached;
}
