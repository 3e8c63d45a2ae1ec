import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { currentLanguage, LANGUAGES } from '@/lib/i18n';
import { assetUrl, pageUrl } from '@/lib/site';

/** The link-preview image (1200×630): Messenger, Viber and Facebook show it beside a shared link. */
const PREVIEW_IMAGE = '/og-image.jpg';
const OPEN_GRAPH_LOCALES = { en: 'en_PH', fil: 'fil_PH' } as const;

export interface PageMetaProps {
  /** The document's title, e.g. "Travel Deals · Lakbay". */
  title: string;
  description: string;
  /** The page's address for search engines when it differs from the one visited (query kept: ?purpose=…). */
  canonicalPath?: string;
  /** Kept out of search engines and previews' crawlers (share links, one-time links). */
  noindex?: boolean;
  /** schema.org data for search engines, as JSON-LD. */
  structuredData?: object;
}

/**
 * A page's title, description, canonical address, its English and Filipino
 * alternates and its link-preview tags. React puts them in <head>; the server
 * renders them there (entry-server.tsx), so crawlers and link previews that
 * run no JavaScript read them.
 */
export function PageMeta({ title, description, canonicalPath, noindex, structuredData }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = currentLanguage();
  const path = canonicalPath ?? pathname;
  const url = pageUrl(path, language);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {LANGUAGES.map((alternate) => (
            <link key={alternate} rel="alternate" hrefLang={alternate} href={pageUrl(path, alternate)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={pageUrl(path)} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Lakbay" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={assetUrl(PREVIEW_IMAGE)} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={t('previewImageAlt')} />
      <meta property="og:locale" content={OPEN_GRAPH_LOCALES[language]} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={assetUrl(PREVIEW_IMAGE)} />
      {structuredData && (
        <script
          type="application/ld+json"
          // JSON in a script element: `<` escaped so no text can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}
