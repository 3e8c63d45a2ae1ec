import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

// English `common` (header, footer, shared words) ships in the entry chunk: an
// English visitor's first paint waits for no catalogue. Everything else loads
// per screen and per language (see loadScreen).
import common from '@/locales/en/common.json';
// The offline texts are needed exactly when no catalogue can be downloaded, so
// both languages ship with the app (about 0.4 KB) instead of loading per screen.
import offline from '@/locales/en/offline.json';
import filipinoOffline from '@/locales/fil/offline.json';
import { isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, rememberLanguage, type Language } from '@/lib/languages';

export { isLanguage, LANGUAGE_PARAM, languageInUrl, LANGUAGES, type Language } from '@/lib/languages';

/** Each language in its own name: the switcher reads the same in either language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

// One chunk per catalogue, fetched only when a screen in that language needs it.
const catalogues = import.meta.glob<ResourceKey>(
  ['../locales/*/*.json', '!../locales/en/common.json', '!../locales/*/offline.json'],
  {
    import: 'default',
  },
);

// The input rules' messages come with the rules, written once for the API and
// the web app (validation/): the `validation` namespace.
export const validationCatalogues: Record<string, () => Promise<ResourceKey>> = {
  en: () => import('@lakbay/validation/locales/en').then((module) => module.default),
  fil: () => import('@lakbay/validation/locales/fil').then((module) => module.default),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === 'validation'
        ? validationCatalogues[language]
        : catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} catalogue for the "${namespace}" namespace`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

/** The language this device chose last (the server reads the same cookie), else English. */
export function storedLanguage(): Language {
  let stored: string | null | undefined;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the cookie still remembers.
  }
  stored ??= new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(stored) ? stored : 'en';
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

const bundled = (): Record<Language, Record<string, ResourceKey>> => ({
  en: { common, offline },
  fil: { offline: filipinoOffline },
});

/** The namespaces the app's code carries in `language`: a server-rendered page need not send them. */
export const bundledNamespaces = (language: Language) => Object.keys(bundled()[language]);

function bundledWith(language: Language, resources: Record<string, ResourceKey>) {
  const catalogues = bundled();
  catalogues[language] = { ...catalogues[language], ...resources };
  return catalogues;
}

/**
 * Starts i18next in `language`, with the catalogues at hand: English `common`
 * and both languages' `offline` always, and `resources` (namespace → texts) of that language, which a
 * server-rendered page hands over so its first render matches the HTML.
 */
export function startI18n(language: Language, resources: Record<string, ResourceKey> = {}) {
  void i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      // catalogues.test.ts keeps both languages complete, so a Filipino reader
      // never needs the English catalogues as well.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      resources: bundledWith(language, resources),
      partialBundledLanguages: true,
      // Synchronous when the catalogues are at hand: the first render needs no wait.
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
}

export const i18n = i18next;

/** The active language (i18next holds only supported ones). */
export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : 'en');

/**
 * Remembers the choice on this device, then switches the interface once its
 * catalogues are loaded. Remembering comes first: the cookie tells the server,
 * so whatever the switch asks for again is answered in the new language.
 */
export async function changeLanguage(language: Language) {
  rememberLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * Loads a lazy screen's module and its catalogues in the active language side by
 * side, so the screen's first render neither waits for a second round trip nor
 * shows keys: `lazy(() => loadScreen(import('…'), ['trips']).then(…))`.
 */
export async function loadScreen<T>(module: Promise<T>, namespaces: string[]): Promise<T> {
  const [loaded] = await Promise.all([module, i18next.loadNamespaces(namespaces)]);
  return loaded;
}

/** Intl locale of the active language: Philippine conventions in both. */
export const intlLocale = () => (currentLanguage() === 'fil' ? 'fil-PH' : 'en-PH');

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, options: object, create: (locale: string) => F): F {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = create(locale);
    cache.set(key, format);
  }
  return format;
}

/** A date (or date and time) in the active language, e.g. "November 22, 2026" / "Nobyembre 22, 2026". */
export function formatDate(value: Date | number | string, options: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return cached(dateFormats, options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date);
}

/**
 * A month's name in the active language: "January" / "Enero". From the
 * catalogue rather than Intl: a date format's first use costs a phone's main
 * thread some 20 ms, and the trip forms list the months as the page hydrates.
 */
export const monthName = (month: number) => i18n.t(`common:months.${String(month) as keyof typeof common.months}`);

/** A currency's name in the active language; English keeps the API's names (their English texts). */
export function currencyName(code: string, label: string) {
  if (currentLanguage() === 'en') return label;
  return new Intl.DisplayNames(intlLocale(), { type: 'currency', fallback: 'none' }).of(code) ?? label;
}

/** A number in the active language's conventions. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(numberFormats, options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}
