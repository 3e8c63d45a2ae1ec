// One rendered copy of each public page per language, address and day, for
// every signed-out visitor (docs/decisions/042): kept in this process's memory,
// bounded in entries and bytes, compressed once, and revalidated by its ETag.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A CDN may keep a copy for a minute (s-maxage): a crowd there becomes one request a minute per page
 * and language, and a deploy's new data or the next day's deals reach it within that minute without a
 * purge. Browsers ask again every time (max-age=0) and mostly get a 304.
 */
export const SHARED_MAX_AGE_SECONDS = 60;
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
/** The language cookie and the session cookie both change the page; Accept-Encoding its bytes. */
export const SHARED_VARY = 'Cookie, Accept-Encoding';

export interface PageCacheLimits {
  /** Pages kept at most; the least recently used goes first. */
  maxEntries: number;
  /** Bytes kept at most: each page's three encodings and its key. */
  maxBytes: number;
}

/**
 * Every indexed page in both languages with each visa purpose is under 300 pages; `/` is the largest
 * (about 125 KB as HTML, 145 KB with its brotli and gzip copies), a visa page about 60 KB.
 */
export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 1000, maxBytes: 48 * 1024 * 1024 };

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

interface Representation {
  body: Buffer;
  /** Strong: one per encoding, as each is a different sequence of bytes. */
  etag: string;
}

export interface SharedPage {
  /** The day it was rendered on (pageDay): a page asked for on another day is rendered again. */
  day: string;
  representations: Record<Encoding, Representation>;
  bytes: number;
}

/** The page's HTML in the three encodings, compressed once (off the event loop) instead of per request. */
export async function sharedPage(html: string, day: string): Promise<SharedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  // Of the bytes themselves: the same page from another process or after a restart has the same ETag,
  // and any change to what it shows (a visa fact, a deal, the build) gives it a new one.
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    day,
    bytes: identity.length + br.length + gz.length,
    representations: {
      identity: { body: identity, etag: `"${hash}"` },
      br: { body: br, etag: `"${hash}-br"` },
      gzip: { body: gz, etag: `"${hash}-gz"` },
    },
  };
}

const MANILA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' });

/**
 * What a page shows by the date: the deals still on offer (a Manila day, services/deals), the trip
 * form's default month and the footer's year (the server's own time zone).
 */
export function pageDay(now: Date): string {
  const local = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  return `${MANILA_DAY.format(now)}/${local}`;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS) {
  /** In the order of use: a Map keeps insertion order, and a page used is inserted again. */
  const pages = new Map<string, SharedPage>();
  const rendering = new Map<string, Promise<SharedPage | null>>();
  let bytes = 0;

  const cost = (key: string, page: SharedPage) => page.bytes + key.length * 2;

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= cost(key, page);
  }

  function get(key: string, day: string): SharedPage | undefined {
    const page = pages.get(key);
    if (!page) return undefined;
    forget(key);
    if (page.day !== day) return undefined;
    pages.set(key, page);
    bytes += cost(key, page);
    return page;
  }

  function put(key: string, page: SharedPage) {
    forget(key);
    // A page that would take a quarter of the room is served but not kept: it would push out many others.
    if (cost(key, page) > limits.maxBytes / 4) return;
    pages.set(key, page);
    bytes += cost(key, page);
    for (const oldest of pages.keys()) {
      if (pages.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      forget(oldest);
    }
  }

  return {
    /**
     * The page kept under `key` for `day`; otherwise `render` makes it, once: requests for the same key
     * meanwhile wait for that render instead of starting their own. Null when the render gave nothing
     * to share (a redirect, an error page, a failed render): each of those requests then answers alone.
     */
    async page(key: string, day: string, render: () => Promise<SharedPage | null>): Promise<SharedPage | null> {
      const kept = get(key, day);
      if (kept) return kept;
      const pending = rendering.get(key);
      if (pending) return pending.catch(() => null);
      const made = render().then((page) => {
        if (page) put(key, page);
        return page;
      });
      rendering.set(key, made);
      try {
        return await made;
      } finally {
        rendering.delete(key);
      }
    },
    /** How many pages and bytes are kept now. */
    size: () => ({ entries: pages.size, bytes }),
  };
}

/** Whether the request's If-None-Match names one of the page's representations (weak comparison, as RFC 9110 says). */
function notModified(req: Request, page: SharedPage): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const tags = new Set(ENCODINGS.map((encoding) => page.representations[encoding].etag));
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === '*' || tags.has(opaque);
  });
}

/** Answers with the shared page: 304 when the browser or CDN holds it already, else its best encoding. */
export function sendSharedPage(req: Request, res: Response, page: SharedPage) {
  const accepted = req.acceptsEncodings('br', 'gzip');
  const encoding: Encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const { body, etag } = page.representations[encoding];
  res.setHeader('Cache-Control', SHARED_CACHE_CONTROL);
  res.setHeader('Vary', SHARED_VARY);
  res.setHeader('ETag', etag);
  if (notModified(req, page)) {
    res.status(304).end();
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
