// Serves the built web app: hashed assets cached for a year, every other GET
// that wants HTML gets index.html so client-side routes work on reload.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';

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

export function webAppRoutes(distDir: string): Router {
  const router = Router();
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
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
  router.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path.startsWith('/shared/')) {
      // A trip share link: kept out of search engines, and its token out of the Referer of any link followed from it.
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Referrer-Policy', 'no-referrer');
    }
    res.sendFile(indexFile);
  });
  return router;
}
