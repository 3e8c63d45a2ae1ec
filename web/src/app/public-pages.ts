// The pages search engines may index, for sitemap.xml (entry-server.tsx).
// Every other page is either signed-in only, a one-time link (reset, verify)
// or a share link, and says noindex itself.
import { destinationOptions, visaPagePath } from '@/lib/visa-options';
import { LANGUAGES } from '@/lib/i18n';
import { pageUrl } from '@/lib/site';

export const indexedPages = () => [
  '/',
  '/visa-help',
  ...destinationOptions.map((destination) => visaPagePath(destination.value)),
  '/travel-deals',
  '/local-secrets',
  '/travel-package-quote',
  '/book-activity',
  '/book-hotels',
  '/find-flight',
  '/auth',
  '/privacy',
  '/terms',
  '/cookies',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Each indexed page in each language, with its alternates, as search engines ask for them. */
export function sitemapXml(): string {
  const entries = indexedPages().flatMap((path) => {
    const alternates = LANGUAGES.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(pageUrl(path, language))}"/>`,
    ).join('\n');
    return LANGUAGES.map(
      (language) => `  <url>\n    <loc>${escapeXml(pageUrl(path, language))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Share links are private to whoever holds them: never crawled. The sitemap lists the rest. */
export const robotsTxt = () =>
  ['User-agent: *', 'Disallow: /shared/', '', `Sitemap: ${pageUrl('/sitemap.xml')}`, ''].join('\n');
