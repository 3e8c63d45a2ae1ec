// Serves the built web app: hashed assets cached for a year, every other GET
// that wants HTML gets index.html so client-side routes work on reload.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';

const ASSET_CACHE = { immutable: true, maxAge: '365d' } as const;

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
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  router.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
