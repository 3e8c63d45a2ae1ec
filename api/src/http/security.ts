// Security headers and cross-site request defences shared by every route.
import helmet from 'helmet';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../lib/errors.js';

/**
 * The web app's policy: only our own scripts; Chakra's Emotion styles need
 * inline style tags. HTTPS-only headers are left out of plain-HTTP development.
 * Images are our own, plus the origins configured services name (a stock-photo
 * CDN only while its key is set, map tiles). Frames come only from the
 * configured booking partners, none without one.
 */
export const createSecurityHeaders = (
  isProduction: boolean,
  imageOrigins: readonly string[] = [],
  frameOrigins: readonly string[] = [],
) =>
  helmet({
    strictTransportSecurity: isProduction,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: isProduction ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...imageOrigins],
        connectSrc: ["'self'"],
        // The web app's service worker and manifest (default-src allows them too; named so a change there cannot drop them).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: frameOrigins.length ? frameOrigins : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

/** Apollo Sandbox's landing page loads its embed from Apollo's CDN: no CSP there, the other headers stay. */
export const createGraphqlSecurityHeaders = (isProduction: boolean) =>
  helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: isProduction });

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for the cookie-authenticated REST API: a state-changing request
 * must carry a JSON body (which a cross-site form cannot send without a CORS
 * preflight we never grant) and, when the browser names its Origin, come from
 * our own origin. SameSite=Lax cookies are the third layer.
 */
export const requireSameOriginJson: RequestHandler = (req, _res, next) => {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  if (isCrossSite(req)) return next(crossSiteRefusal());
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  const notJson = req.get('content-type') ? !req.is('application/json') : hasBody;
  if (notJson) return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors:jsonOnly'));
  next();
};

/**
 * The same Origin check for /graphql, whose cookie-authenticated mutations
 * include sign-in, sign-out and the account's (decision 027). Apollo's CSRF
 * prevention already demands a request a browser preflights; a request with
 * an Authorization header is a partner's token and ignores the cookie, so it
 * may come from anywhere.
 */
export const refuseCrossSiteCookieRequests: RequestHandler = (req, _res, next) => {
  if (UNSAFE_METHODS.has(req.method) && req.get('authorization') === undefined && isCrossSite(req)) {
    return next(crossSiteRefusal());
  }
  next();
};

/** The browser named an Origin other than ours. */
const isCrossSite = (req: Request) => {
  const origin = req.get('origin');
  return Boolean(origin) && origin !== `${req.protocol}://${req.get('host')}`;
};

const crossSiteRefusal = () => new AppError('FORBIDDEN', 'errors:crossSite');
