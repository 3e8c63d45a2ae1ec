// The destinations and travel purposes of docs/product/visa.md, in the order the form lists them.
// The API accepts these codes (and answers 400 for anything else). Labels are
// read when used, in the active language (the `visa` catalogue). Each
// destination has its own page, /visa-help/<slug> (issue #15).
import { i18n } from '@/lib/i18n';

const DESTINATIONS = [
  { code: 'JP', slug: 'japan' },
  { code: 'KR', slug: 'south-korea' },
  { code: 'SG', slug: 'singapore' },
  { code: 'TH', slug: 'thailand' },
  { code: 'VN', slug: 'vietnam' },
  { code: 'AU', slug: 'australia' },
  { code: 'US', slug: 'united-states' },
  { code: 'MY', slug: 'malaysia' },
  { code: 'ID', slug: 'indonesia' },
  { code: 'HK', slug: 'hong-kong' },
  { code: 'AE', slug: 'united-arab-emirates' },
  { code: 'UK', slug: 'united-kingdom' },
  { code: 'FR', slug: 'france' },
  { code: 'IT', slug: 'italy' },
  { code: 'ES', slug: 'spain' },
] as const;
export const PURPOSES = [
  'tourism',
  'business',
  'education',
  'visitFamilyFriends',
  'medical',
  'transit',
  'workingHoliday',
] as const;

/** The purpose a destination's page answers when its address names none. */
export const DEFAULT_PURPOSE = 'tourism';

export const destinationOptions = DESTINATIONS.map(({ code, slug }) => ({
  value: code,
  slug,
  get label() {
    return i18n.t(`visa:countries.${code}`);
  },
}));

export const purposeOptions = PURPOSES.map((value) => ({
  value,
  get label() {
    return i18n.t(`visa:purposes.${value}`);
  },
}));

export const destinationBySlug = (slug: string | undefined) =>
  destinationOptions.find((option) => option.slug === slug);

export const isPurpose = (value: string | null | undefined): value is (typeof PURPOSES)[number] =>
  PURPOSES.includes(value as (typeof PURPOSES)[number]);

/** The page of a destination's answer for a purpose: /visa-help/japan, /visa-help/japan?purpose=business. */
export function visaPagePath(code: string, purpose: string = DEFAULT_PURPOSE): string {
  const slug = destinationOptions.find((option) => option.value === code)?.slug;
  if (!slug) return '/visa-help';
  return purpose === DEFAULT_PURPOSE ? `/visa-help/${slug}` : `/visa-help/${slug}?purpose=${purpose}`;
}
