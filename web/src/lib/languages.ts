// The interface languages and how this device remembers the choice, apart
// from i18next: a reading page's header island (components/layouts/header-island.ts)
// switches the language before any of the app's code has loaded.

export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The server reads this cookie to localize pages, e-mails and errors for anonymous requests. */
export const LANGUAGE_STORAGE_KEY = 'lakbay_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `?lang=fil` chooses the language of a page by its address, so a Filipino page can be shared and indexed. */
export const LANGUAGE_PARAM = 'lang';

/** Remembers the language on this device, and in the cookie the server renders pages by. */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked (privacy settings): the cookie is enough.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function languageInUrl(search: string): Language | null {
  const language = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(language) ? language : null;
}
