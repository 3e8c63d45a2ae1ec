// Every sourced fact in the curated data files, with its sources resolved, for
// the sourcing rules (sourcing.ts) and the freshness report. A fact is any
// object in a file that cites source ids (`"sources": ["ID", …]`); the loaders
// check each file's own shape, this only reads what all of them share.
// deals.json is left out: its deals are illustrative samples, not facts.
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { UNCONFIRMED } from '../services/visa/visa-data.js';
import { flagName, type CitedSource, type CuratedFact, type SourcingException, type StaleFlag } from './sourcing.js';

export const dataDir = new URL('../../data/', import.meta.url);

const sourceSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  date: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .nullable(),
  estimate: z.boolean().optional(),
  undated: z.boolean().optional(),
});
const sourceList = z.array(sourceSchema);
type SourceMap = ReadonlyMap<string, CitedSource>;

/** Statuses with which philippines.json says a section is not confirmed. */
const UNCONFIRMED_STATUSES = new Set(['unverified', 'unknown', 'unsourced']);

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(file, dataDir), 'utf8')) as Record<string, unknown>;

function sourceMap(...lists: unknown[]): SourceMap {
  return new Map(
    lists.flatMap((list) =>
      sourceList.parse(list).map(({ estimate, undated, date, ...source }): [string, CitedSource] => [
        source.id,
        // An undated source's `date` is the day a curator read it, not a date the source states.
        { ...source, date: undated ? null : date, readOn: undated ? date : null, estimate: estimate ?? false },
      ]),
    ),
  );
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The facts inside one part of a file, depth first; `path` names each as `a.b[2].c`. */
function factsIn(
  value: unknown,
  path: string,
  context: { file: string; sources: SourceMap; strict: (path: string) => boolean },
): CuratedFact[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => factsIn(item, `${path}[${index}]`, context));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const nested = Object.entries(record)
    .filter(([key]) => key !== 'sources')
    .flatMap(([key, child]) => factsIn(child, path ? `${path}.${key}` : key, context));
  if (!isIdList(record.sources)) return nested;
  const sources = record.sources.map((id) => {
    const source = context.sources.get(id);
    if (!source) throw new Error(`${context.file} ${path}: unknown source ${id}`);
    return source;
  });
  const unconfirmed =
    (typeof record.text === 'string' && UNCONFIRMED.test(record.text)) ||
    (typeof record.status === 'string' && UNCONFIRMED_STATUSES.has(record.status));
  return [{ file: context.file, path, sources, strict: context.strict(path), unconfirmed }, ...nested];
}

const jsonFiles = (dir: string): string[] =>
  readdirSync(new URL(`${dir}/`, dataDir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${dir}/${name}`);

/** The curated files, in the order the report lists them: visa and departure facts first. */
export const curatedFiles = (): string[] => [
  'visa.json',
  'philippines.json',
  'philippine-holidays.json',
  ...jsonFiles('destinations'),
  ...jsonFiles('local-secrets'),
];

/**
 * The visa, fee and departure facts: all of visa.json and philippines.json, each destination's flights, and
 * for the Philippines each city's fares from the origin airports and its local fees.
 */
const isStrict = (file: string, path: string) =>
  file === 'visa.json' ||
  file === 'philippines.json' ||
  (file.startsWith('destinations/') && path.startsWith('flights')) ||
  (file === 'destinations/PH.json' && /\.(gettingThere|localFees)\b/.test(path));

/** Each file's own source list. */
export function loadCuratedSources(): { file: string; sources: CitedSource[] }[] {
  return curatedFiles().map((file) => ({ file, sources: [...sourceMap(readJson(file).sources).values()] }));
}

/** Every fact of every curated file, file by file in a fixed order. */
export function loadCuratedFacts(): CuratedFact[] {
  return curatedFiles().flatMap((file) => {
    const data = readJson(file);
    // A local secret may cite its own file's sources or its country's destination file's.
    const sources = file.startsWith('local-secrets/')
      ? sourceMap(readJson(file.replace('local-secrets/', 'destinations/')).sources, data.sources)
      : sourceMap(data.sources);
    return factsIn(data, '', { file, sources, strict: (path) => isStrict(file, path) });
  });
}

const reason = z.string().trim().min(1);
const exceptionsSchema = z.object({
  about: z.string(),
  exceptions: z.array(
    z.union([
      z.object({ file: z.string(), path: z.string(), reason }).strict(),
      z.object({ file: z.string(), source: z.string(), reason }).strict(),
    ]),
  ),
});

/** api/data/sourcing-exceptions.json: the strict-rule breaches accepted for now, each with its reason. */
export function loadSourcingExceptions(): SourcingException[] {
  return exceptionsSchema.parse(readJson('sourcing-exceptions.json')).exceptions;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const staleFlagsSchema = z.object({
  about: z.string(),
  flags: z.array(
    z
      .object({
        file: z.string(),
        reason,
        checked: day,
        facts: z
          .array(
            z
              .object({
                path: z.string(),
                newest: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/),
              })
              .strict(),
          )
          .min(1),
      })
      .strict(),
  ),
});

/**
 * api/data/stale-facts.json: the facts whose newest source is past its kind's age limit, flagged by a
 * curator with a reason and the day they last looked; groups of one file's facts share a reason.
 */
export function loadStaleFlags(): StaleFlag[] {
  const flags = staleFlagsSchema
    .parse(readJson('stale-facts.json'))
    .flags.flatMap(({ file, reason, checked, facts }) =>
      facts.map(({ path, newest }) => ({ file, path, newest, reason, checked })),
    );
  const names = flags.map(flagName);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length) throw new Error(`stale-facts.json flags these facts twice: ${twice.join(', ')}`);
  return flags;
}
