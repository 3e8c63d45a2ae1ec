// Checks the places a plan names against Lakbay's curated places: the places,
// eateries and stay areas of api/data/destinations/<CC>.json and the Local Secrets of
// api/data/local-secrets/<CC>.json. A place named by one of our ids matches
// exactly; any other name matches when, once normalised, it is one of our names
// or differs from one only slightly (case, accents, punctuation, spacing, a
// generic word such as "temple" or "market", one typo). A name that could be
// either of two curated places matches neither: a match is never a guess.
// (docs/decisions/029-every-place-checked.md)
import { loadLocalSecrets } from '../domain/catalogue/local-secrets-data.js';
import type { UnverifiedPlace } from '@lakbay/validation/itinerary';

export interface CuratedPlaceRef {
  /** Our id: a Local Secrets id, or `<cc>-<city>-<place>` for a destination place or stay area. */
  id: string;
  name: string;
  city: string;
}

export interface PlaceCatalogue {
  /** The curated place a plan names, by our id when it gives a known one, else by name; null when none. */
  find(place: { name: string; id?: string | undefined }): CuratedPlaceRef | null;
  /** Our id of a destination place or stay area, for the prompt. */
  idOf(city: string, name: string): string;
}

/** A line of a plan (an activity, a meal, the accommodation) and the one place it is at, if any. */
export interface PlanLine {
  text: string;
  place?: { name: string; id?: string | undefined } | undefined;
}

/** The places these lines name that are not ours, each with the line that names it. */
export function unverifiedPlacesIn(lines: readonly PlanLine[], catalogue: PlaceCatalogue): UnverifiedPlace[] {
  return lines.flatMap(({ text, place }) =>
    place && text && !catalogue.find(place) ? [{ name: place.name, line: text }] : [],
  );
}

/**
 * Words that say what kind of place it is rather than which one ("Senso-ji Temple" is
 * Senso-ji), by kind: a name without its kind-word matches only a place of the same kind
 * ("Nijo Temple" is not Nijo Market) or one whose name has no kind-word at all.
 */
const GENERIC_WORDS: Record<string, string> = {
  temple: 'worship',
  shrine: 'worship',
  taisha: 'worship',
  jingu: 'worship',
  jinja: 'worship',
  market: 'market',
  ichiba: 'market',
  museum: 'museum',
  park: 'park',
  garden: 'park',
  gardens: 'park',
  street: 'street',
  road: 'street',
  dori: 'street',
  lane: 'street',
  lanes: 'street',
  area: 'area',
  district: 'area',
  quarter: 'area',
  tower: 'tower',
  // Words around a name that say nothing of its kind.
  the: '',
  visit: '',
  tour: '',
};

/** Lower case, without accents, punctuation or a leading "the"; words separated by one space. */
export function normalisePlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

const compact = (normalised: string) => normalised.replace(/ /g, '');

/** The name without its kind-words, and the kinds they named; null when it has none. */
function withoutKind(normalised: string): { key: string; kinds: string } | null {
  const words = normalised.split(' ');
  const generic = words.filter((word) => word in GENERIC_WORDS);
  const key = words.filter((word) => !(word in GENERIC_WORDS)).join('');
  if (!generic.length || !key) return null;
  const kinds = [...new Set(generic.map((word) => GENERIC_WORDS[word]).filter(Boolean))].sort().join(',');
  return { key, kinds };
}

/**
 * The places inside a compound name: "Wat Pho (Reclining Buddha)" names Wat Pho
 * and the Reclining Buddha; "Asakusa / Ueno" names two areas.
 */
function partsOf(name: string): string[] {
  const inParentheses = [...name.matchAll(/\(([^)]*)\)/g)].map((match) => match[1]!);
  const outside = name.replace(/\([^)]*\)/g, ' ');
  return [outside, ...inParentheses]
    .flatMap((text) => text.split(/\s*(?:[/,;:&+]|\band\b|\bor\b)\s*/i))
    .map((part) => part.trim())
    .filter((part) => compact(normalisePlaceName(part)).length >= 3);
}

export const slug = (text: string) => normalisePlaceName(text).replace(/ /g, '-');

/** A key names one place; a key two places share names neither. */
class KeyIndex {
  private readonly entries = new Map<string, { rank: number; ids: Set<string> }>();

  /** Lower ranks win: a place's own full name outranks a part of another place's name. */
  add(key: string, rank: number, id: string) {
    if (!key) return;
    const entry = this.entries.get(key);
    if (!entry || rank < entry.rank) this.entries.set(key, { rank, ids: new Set([id]) });
    else if (rank === entry.rank) entry.ids.add(id);
  }

  get(key: string): string | null {
    const ids = this.entries.get(key)?.ids;
    return ids?.size === 1 ? [...ids][0]! : null;
  }

  /** The one key within one edit (a typo) of `key`, for keys long enough that one edit is a typo. */
  near(key: string): string | null {
    if (key.length < 8) return null;
    const found = new Set<string>();
    for (const [candidate, { ids }] of this.entries) {
      if (candidate.length >= 8 && ids.size === 1 && withinOneEdit(key, candidate)) found.add([...ids][0]!);
    }
    return found.size === 1 ? [...found][0]! : null;
  }
}

/** One insertion, deletion, substitution or swap of neighbours turns `a` into `b`. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  if (start === a.length && a.length === b.length) return true;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (a.length === b.length) {
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

const catalogues = new WeakMap<CataloguedCountry, PlaceCatalogue>();

/** Every curated place and stay area of a country, indexed once per country data. */
/** What the catalogue reads of a destination: foreign (CountryData) and domestic alike. */
interface CataloguedCountry {
  code: string;
  cities: ReadonlyArray<{
    name: string;
    stay: { budget: { area: string }; experience: { area: string } };
    places: ReadonlyArray<{ name: string }>;
    eateries?: ReadonlyArray<{ name: string }> | undefined;
  }>;
}

export function placeCatalogue(country: CataloguedCountry): PlaceCatalogue {
  let catalogue = catalogues.get(country);
  if (!catalogue) catalogues.set(country, (catalogue = buildCatalogue(country)));
  return catalogue;
}

function buildCatalogue(country: CataloguedCountry): PlaceCatalogue {
  const prefix = country.code.toLowerCase();
  const idOf = (city: string, name: string) => `${prefix}-${slug(city)}-${slug(name)}`;
  const places = new Map<string, CuratedPlaceRef>();
  /** Ids a plan may use for a place: ours, and a Local Secret's id for the same place. */
  const aliasIds = new Map<string, string>();
  /**
   * A Local Secret names its destination place by name (local-secrets-data.ts checks that it exists), or is one
   * of the eateries under exactly its name.
   */
  const destinationPlaceIds = new Map<string, string>();
  const names = new KeyIndex();
  const cores = new KeyIndex();

  /**
   * A place is also found without its kind-words; a city or stay area only as an area
   * ("Asakusa district"): "Tokyo Tower" is not Tokyo.
   */
  const addNames = (id: string, name: string, kind: 'place' | 'area', { city = false } = {}) => {
    [name, ...partsOf(name)].forEach((text, index) => {
      const normalised = normalisePlaceName(text);
      // The full name outranks a part of another place's name; a city's name comes last, so a
      // district-city's namesake place ("Chinatown" in Singapore's Chinatown) is that place.
      const rank = city ? 2 : index === 0 ? 0 : 1;
      names.add(compact(normalised), rank, id);
      const bare = withoutKind(normalised);
      if (kind === 'area') cores.add(`${bare?.key ?? compact(normalised)}#area`, rank, id);
      else cores.add(bare ? `${bare.key}#${bare.kinds}` : `${compact(normalised)}#`, rank, id);
    });
  };
  const addPlace = (place: CuratedPlaceRef, kind: 'place' | 'area', options?: { city: boolean }) => {
    places.set(place.id, place);
    addNames(place.id, place.name, kind, options);
  };

  for (const city of country.cities) {
    addPlace({ id: `${prefix}-${slug(city.name)}`, name: city.name, city: city.name }, 'area', { city: true });
    for (const area of new Set([city.stay.budget.area, city.stay.experience.area])) {
      addPlace({ id: idOf(city.name, area), name: area, city: city.name }, 'area');
    }
    for (const place of city.places) {
      const id = idOf(city.name, place.name);
      destinationPlaceIds.set(place.name, id);
      addPlace({ id, name: place.name, city: city.name }, 'place');
    }
    for (const eatery of city.eateries ?? []) {
      const id = idOf(city.name, eatery.name);
      destinationPlaceIds.set(eatery.name, id);
      addPlace({ id, name: eatery.name, city: city.name }, 'place');
    }
  }
  for (const city of loadLocalSecrets().filter((candidate) => candidate.country === country.code)) {
    for (const secret of city.places) {
      // The same place as a destination place: named as such, or under exactly its name.
      const sameAs = destinationPlaceIds.get(secret.destinationPlace ?? secret.name);
      if (sameAs) {
        aliasIds.set(secret.id, sameAs);
        addNames(sameAs, secret.name, 'place');
      } else {
        addPlace({ id: secret.id, name: secret.name, city: city.name }, 'place');
      }
    }
  }

  const byName = (name: string): string | null => {
    const normalised = normalisePlaceName(name);
    const bare = withoutKind(normalised);
    return (
      names.get(compact(normalised)) ??
      (bare && (cores.get(`${bare.key}#${bare.kinds}`) ?? cores.get(`${bare.key}#`))) ??
      names.near(compact(normalised))
    );
  };

  return {
    idOf,
    find({ name, id }) {
      const known = id ? (places.has(id) ? id : aliasIds.get(id)) : undefined;
      if (known) return places.get(known)!;
      let found = byName(name);
      // "Senso-ji and Tokyo Skytree": every place it names must be ours.
      if (!found) {
        const parts = partsOf(name).map(byName);
        if (parts.length > 1 && parts.every(Boolean)) found = parts[0]!;
      }
      return found ? places.get(found)! : null;
    },
  };
}
