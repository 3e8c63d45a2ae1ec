// Serves the built web app: hashed assets cached for a year, and every other
// GET that wants HTML rendered on the server by the web app's own code
// (web/src/entry-server.tsx, built to web/dist-server), so a page shows before
// any script runs (docs/decisions/021).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { PageGraphQLExecutor } from '../graphql/server.js';
import { loggableUrl, type Logger } from '../lib/logger.js';
import { isLocale } from '../lib/i18n.js';
import { cookieLocale } from './locale.js';
import { pageDay, sendSharedPage, SHARED_CACHE_CONTROL, sharedPage, type PageCache } from './page-cache.js';
import type { CreatePageRenderer, PageRenderer, RenderedPage } from './page-rendering.js';
import { SESSION_COOKIE, sessionUserId } from './session.js';

const ASSET_CACHE = { immutable: true, maxAge: '365d' } as const;
/** The web app's service worker (web/src/sw/service-worker.ts), at the root so its scope is the whole app. */
const SERVICE_WORKER = 'sw.js';

/**
 * The build writes each script and stylesheet also brotli- and gzip-compressed
 * (web/vite.config.ts); a browser that accepts one gets it, about a quarter of
 * the bytes, with no compression work per request.
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  const suffixes = { br: '.br', gzip: '.gz' } as const;
  return (req, res, next) => {
    res.vary('Accept-Encoding');
    if (!/\.(js|css)$/.test(req.path)) return next();
    const encoding = req.acceptsEncodings('br', 'gzip');
    if (encoding !== 'br' && encoding !== 'gzip') return next();
    // basename: a request cannot reach outside the assets folder.
    const file = path.join(assetsDir, path.basename(req.path));
    const compressed = `${file}${suffixes[encoding]}`;
    if (!existsSync(compressed)) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(compressed, ASSET_CACHE);
  };
}

export interface WebAppDeps {
  /** web/dist: the browser's build. Its server entry is built next to it, in web/dist-server. */
  distDir: string;
  /** Pages are rendered for the visitor's session. */
  sessions: RequestHandler[];
  executeGraphQL: PageGraphQLExecutor;
  publicUrl: string;
  logger: Logger;
  /** One copy of each public page for signed-out visitors (docs/decisions/042); null: every page rendered per request. */
  pageCache: PageCache | null;
  /** The clock: which day's page a visitor gets (its deals, the trip form's month). */
  now: () => Date;
}

/** Addresses longer than this are rendered for their visitor alone: a key is kept with its page. */
const MAX_SHARED_URL_LENGTH = 512;

/** The session cookie, either name (`__Host-` in production): a request without it is signed out. */
const SESSION_COOKIE_IN_HEADER = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SESSION_COOKIE.replace('.', '\\.')}=`);
const hasSessionCookie = (req: Request) => SESSION_COOKIE_IN_HEADER.test(req.headers.cookie ?? '');

interface Build {
  template: string;
  renderer: PageRenderer | null;
  /** The renderer's shared pages (paths). */
  shared: ReadonlySet<string>;
}

/**
 * The web app's files and pages. `preloaded` settles once the server bundle's
 * first load has (a stopping app waits for it: an import cut off half-way fails noisily).
 */
export function webAppRoutes({ distDir, sessions, executeGraphQL, publicUrl, logger, pageCache, now }: WebAppDeps): {
  routes: Router;
  preloaded: Promise<void>;
} {
  const router = Router();
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const serverEntry = path.join(root, '..', 'dist-server', 'entry-server.js');
  const assetsDir = path.join(root, 'assets');
  router.use(
    '/assets',
    precompressedAssets(assetsDir),
    express.static(assetsDir, { ...ASSET_CACHE, index: false, fallthrough: false }),
  );
  router.use(
    express.static(root, {
      index: false,
      maxAge: '1h',
      setHeaders(res, file) {
        // Each deploy's sw.js names its files: browsers must see a new one at once.
        if (path.basename(file) === SERVICE_WORKER) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  // Loaded on the first page request, so a server started before `npm run build` finished serves the build once it is there.
  let loading: Promise<Build> | undefined;
  const load = () => (existsSync(indexFile) ? (loading ??= loadBuild()) : Promise.resolve(null));
  const loadBuild = () =>
    (async () => {
      const template = await readFile(indexFile, 'utf8');
      // Without a server entry (a build of the browser's part only) every page is the app shell the browser renders.
      if (!existsSync(serverEntry)) return { template, renderer: null, shared: new Set<string>() };
      const { createPageRenderer } = (await import(pathToFileURL(serverEntry).href)) as {
        createPageRenderer: CreatePageRenderer;
      };
      const renderer = createPageRenderer({ template, publicUrl });
      return { template, renderer, shared: new Set(renderer.sharedPages?.() ?? []) };
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  // Start loading now, so the first visitor after a start does not wait for the server bundle's import;
  // a failure here is retried (and reported) by that visitor's request.
  const preloaded = load().then(
    () => {},
    () => {},
  );

  /** The page rendered for this request's visitor; null when rendering failed (logged). */
  async function render(req: Request, res: Response, renderer: PageRenderer | null): Promise<RenderedPage | null> {
    if (!renderer) return null;
    const signedOut = sessionUserId(req) === null;
    try {
      return await renderer.renderPage({
        url: req.originalUrl,
        languageCookie: cookieLocale(req),
        executeGraphQL: (request, language) =>
          // A signed-out visitor's answers in the page's language; a signed-in user's in their saved one.
          executeGraphQL(req, res, request, signedOut && isLocale(language) ? language : undefined),
      });
    } catch (error) {
      // The browser can still render the page itself from the app shell.
      logger.error({ err: error, url: loggableUrl(req.originalUrl) }, 'server rendering failed; sent the app shell');
      return null;
    }
  }

  /** A page as rendered for one visitor: private to them. */
  function sendRendered(req: Request, res: Response, template: string, rendered: RenderedPage | null) {
    // Pages show the visitor's session (the header's account links): private to them.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.vary('Cookie');
    if (req.path.startsWith('/shared/')) {
      // A trip share link: kept out of search engines, and its token out of the Referer of any link followed from it.
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Referrer-Policy', 'no-referrer');
    }
    if (!rendered) {
      res.type('html').send(template);
    } else if ('redirect' in rendered) {
      res.redirect(302, rendered.redirect);
    } else {
      res.status(rendered.status).type('html').send(rendered.html);
    }
  }

  /**
   * The key of the shared copy this request may have, or null when it must be rendered for its visitor:
   * a signed-in user, a page that is not public, an overlong address. The language cookie is in the key
   * (the page's language is `?lang=`, else that cookie); the rest of the address, query included, too.
   */
  function sharedKey(req: Request, build: Build): string | null {
    if (!pageCache || sessionUserId(req) !== null) return null;
    const url = req.originalUrl;
    if (url.length > MAX_SHARED_URL_LENGTH) return null;
    const query = url.indexOf('?');
    if (!build.shared.has(query === -1 ? url : url.slice(0, query))) return null;
    return `${cookieLocale(req) ?? '-'} ${url}`;
  }

  /** Answers with the shared copy under `key`, rendering it first when there is none for today. */
  async function sendShared(req: Request, res: Response, build: Build, key: string) {
    const day = pageDay(now());
    let own: RenderedPage | null | undefined;
    const shared = await pageCache!.page(key, day, async () => {
      const rendered = (own = await render(req, res, build.renderer));
      // Only a whole page is shared: not a redirect, an error page, the app shell of a failed render,
      // nor an answer that set a cookie on its way.
      if (!rendered || 'redirect' in rendered || rendered.status !== 200 || res.hasHeader('Set-Cookie')) return null;
      return sharedPage(rendered.html, day);
    });
    if (shared) return sendSharedPage(req, res, shared);
    // Nothing to share: this request's own render, or (another request rendered it) a render of its own.
    if (own === undefined) own = await render(req, res, build.renderer);
    sendRendered(req, res, build.template, own);
  }

  const page = async (req: Request, res: Response) => {
    const build = await load();
    if (!build) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const key = sharedKey(req, build);
    if (key) await sendShared(req, res, build, key);
    else sendRendered(req, res, build.template, await render(req, res, build.renderer));
  };

  /**
   * A signed-out visitor (no session cookie) of a public page gets its shared copy without the session
   * middleware; everyone else goes on to it, and to `page`. A stale session cookie also ends up signed
   * out there, and shares the copy too.
   */
  const sharedFirst: RequestHandler = (req, res, next) => {
    if (!pageCache || hasSessionCookie(req)) return next();
    load()
      .then((build) => {
        const key = build && sharedKey(req, build);
        if (!key) return next();
        return sendShared(req, res, build, key);
      }, next)
      .catch(next);
  };

  // Pages and the sitemap are made per request, so they are compressed per
  // request (brotli where the browser takes it); scripts and styles were
  // compressed by the build.
  // A shared page comes compressed already, once for all its visitors: left alone here, its ETags stay true.
  const compressed = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    filter: (req, res) => res.getHeader('Cache-Control') !== SHARED_CACHE_CONTROL && compression.filter(req, res),
  });

  // For search engines; the web app knows its pages (web/src/app/public-pages.ts).
  router.get(['/sitemap.xml', '/robots.txt'], compressed, (req, res, next) => {
    load().then((build) => {
      const renderer = build?.renderer;
      if (!renderer) return next();
      res.setHeader('Cache-Control', 'public, max-age=3600');
      if (req.path === '/sitemap.xml') res.type('application/xml').send(renderer.sitemapXml());
      else res.type('text/plain').send(renderer.robotsTxt());
    }, next);
  });

  // Every other GET that wants HTML is a page; the rest fall through to the JSON 404.
  const wantsHtml: RequestHandler = (req, _res, next) => next(req.accepts('html') ? undefined : 'route');
  router.get('/{*path}', wantsHtml, compressed, sharedFirst, ...sessions, (req, res, next) => {
    page(req, res).catch(next);
  });
  return { routes: router, preloaded };
}
