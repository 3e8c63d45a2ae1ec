// The server render of a page (docs/decisions/021): the API loads this
// module from the build (web/dist-server) and answers every page request with
// HTML that shows the page before any script runs, styles included, then
// hydrates. Queries run in-process through the API's own GraphQL server.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { print } from 'graphql';
import type { ResourceKey } from 'i18next';
import { renderToString } from 'react-dom/server';
import type { ReportNamespaces } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { from } from 'rxjs';

import type {
  CreatePageRenderer,
  PageGraphQLRequest,
  PageGraphQLResponse,
  PageRequest,
  RenderedPage,
} from '../../api/src/http/page-rendering';
import { AppProvider } from '@/app/provider';
import { indexedPages, robotsTxt, sitemapXml } from '@/app/public-pages';
import { routes } from '@/app/router';
import { createApolloCache } from '@/lib/apollo';
import {
  bundledNamespaces,
  i18n,
  isLanguage,
  languageInUrl,
  startI18n,
  validationCatalogues,
  type Language,
} from '@/lib/i18n';
import { preloadComponents } from '@/lib/lazy-component';
import { PageResponseContext, type PageResponse } from '@/lib/page-response';
import { APP_STATE_ID, type AppState } from '@/lib/app-state';
import { setPublicUrl } from '@/lib/site';
import { createAppSystem } from '@/lib/theme';

// Every catalogue of both languages, at hand for any page in either.
const catalogues = import.meta.glob<ResourceKey>('./locales/*/*.json', { eager: true, import: 'default' });
startI18n('en');
for (const [file, texts] of Object.entries(catalogues)) {
  const [, language, namespace] = /\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(file)!;
  i18n.addResourceBundle(language!, namespace!, texts);
}
for (const [language, load] of Object.entries(validationCatalogues)) {
  i18n.addResourceBundle(language, 'validation', await load());
}

// One Chakra system for every request: building it costs tens of milliseconds.
const system = createAppSystem();
const handler = createStaticHandler(routes);
// Every screen's and lazy part's code, before the first page: a render cannot wait for a chunk.
const componentsLoaded = preloadComponents();

/** Runs the page's queries through the API's GraphQL server, as the visitor. */
const inProcessLink = (
  execute: (request: PageGraphQLRequest, language: Language) => Promise<PageGraphQLResponse>,
  language: Language,
) =>
  new ApolloLink((operation) =>
    from(
      execute(
        { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
        language,
      ) as Promise<ApolloLink.Result>,
    ),
  );

/** The namespaces a render asked for: their texts go to the browser with the page. */
function namespaceCollector(): ReportNamespaces {
  const used = new Set<string>();
  return {
    addUsedNamespaces: (namespaces) => [namespaces].flat().forEach((namespace) => used.add(namespace)),
    getUsedNamespaces: () => [...used],
  };
}

// React puts a page's <title>, <meta> and <link> elements first in its output.
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** JSON inside a <script> element: no `<` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `template` with the first `marker` replaced by `value` as it is. String.replace with a string would
 * read `$&`, `$'` and `` $` `` in the value (a traveler's text) as copies of the template (issue #33 S7).
 */
const put = (template: string, marker: string | RegExp, value: string) => template.replace(marker, () => value);

function fillTemplate(
  template: string,
  page: { language: Language; head: string; styles: string; body: string; state: AppState },
) {
  let html = put(template, /<html lang="[^"]*"/, `<html lang="${page.language}"`);
  // The template's title and description are the fallback of pages that name none.
  if (page.head.includes('<title>')) html = put(html, /<title>[^<]*<\/title>\s*/, '');
  if (page.head.includes('<meta name="description"')) html = put(html, /<meta\s+name="description"[^>]*>\s*/, '');
  html = put(html, '<!--app-head-->', page.head);
  // After the theme's stylesheet: it names the cascade layers' order first.
  html = put(html, '</head>', `${page.styles}</head>`);
  html = put(html, '<!--app-html-->', page.body);
  return put(
    html,
    '<!--app-state-->',
    `<script type="application/json" id="${APP_STATE_ID}">${scriptJson(page.state)}</script>`,
  );
}

export const createPageRenderer: CreatePageRenderer = ({ template, publicUrl }) => {
  setPublicUrl(publicUrl);

  async function renderPage(request: PageRequest): Promise<RenderedPage> {
    const url = new URL(request.url, publicUrl);
    const language = languageInUrl(url.search) ?? (isLanguage(request.languageCookie) ? request.languageCookie : 'en');
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '/' };
    await componentsLoaded;

    const cache = createApolloCache();
    const client = new ApolloClient({
      ssrMode: true,
      cache,
      link: inProcessLink((query, asked) => request.executeGraphQL(query, asked), language),
    });
    const emotionCache = createCache({ key: 'css' });
    const emotion = createEmotionServer(emotionCache);
    const response: PageResponse = {};
    let namespaces = namespaceCollector();
    const tree = (
      <PageResponseContext value={response}>
        <CacheProvider value={emotionCache}>
          <AppProvider client={client} system={system}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProvider>
        </CacheProvider>
      </PageResponseContext>
    );
    const { result } = await prerenderStatic({
      tree,
      // Each pass renders synchronously, so the one i18next instance can speak
      // this page's language for it while other requests wait for their data.
      renderFunction: (node) => {
        void i18n.changeLanguage(language);
        i18n.reportNamespaces = namespaces = namespaceCollector();
        response.redirect = response.status = undefined;
        return renderToString(node);
      },
    });
    if (response.redirect) return { redirect: response.redirect };

    const head = HOISTED_HEAD.exec(result)?.[0] ?? '';
    const body = result.slice(head.length);
    const resources = Object.fromEntries(
      namespaces
        .getUsedNamespaces()
        .filter((namespace) => !bundledNamespaces(language).includes(namespace))
        .map((namespace) => [namespace, i18n.getResourceBundle(language, namespace) as ResourceKey]),
    );
    const state: AppState = { language, resources, apollo: cache.extract(), publicUrl };
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    return { status: response.status ?? 200, html: fillTemplate(template, { language, head, styles, body, state }) };
  }

  // The indexed pages are the public ones: the same for every signed-out visitor. Share links,
  // one-time links and signed-in screens are not among them.
  const shared = Object.freeze(indexedPages());
  return { renderPage, sitemapXml, robotsTxt, sharedPages: () => shared };
};
