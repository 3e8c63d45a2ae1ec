// The site's public address (PUBLIC_URL): canonical links, language
// alternates and link previews name it. The server sets it from its
// configuration, the browser from what the server rendered.
import { LANGUAGE_PARAM, type Language } from '@/lib/languages';

let origin = '';

export function setPublicUrl(url: string) {
  origin = new URL(url).origin;
}

/** The absolute address of `path` (which may carry a query) in `language`: English has no `lang` parameter. */
export function pageUrl(path: string, language: Language = 'en'): string {
  const url = new URL(path, origin || 'http://localhost');
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== 'en') url.searchParams.set(LANGUAGE_PARAM, language);
  return `${origin}${url.pathname}${url.search}`;
}

/** An absolute address of a file the site serves, e.g. the preview image. */
export const assetUrl = (path: string) => `${origin}${path}`;
