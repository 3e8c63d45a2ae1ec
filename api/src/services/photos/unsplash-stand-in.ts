// Tests only: a stand-in for Unsplash's search API on 127.0.0.1, answering
// `GET /search/photos` in the shape the real service documents
// (https://unsplash.com/documentation#search-photos), so the photo service runs
// against it unchanged.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UnsplashCall {
  query: string | null;
  orientation: string | null;
  authorization: string | undefined;
}

export type UnsplashReply = { status: number; body: unknown } | 'hang';

export interface UnsplashStandIn {
  baseUrl: string;
  calls: UnsplashCall[];
  stop(): Promise<void>;
}

/** One search result, as Unsplash sends it (trimmed to the fields the app reads, plus a few it ignores). */
export function unsplashPhoto(slug: string, photographer = 'Ana Santos') {
  return {
    id: slug,
    width: 4000,
    height: 2667,
    alt_description: `${slug.replace(/-/g, ' ')} at sunset`,
    description: null,
    urls: {
      raw: `https://images.unsplash.com/photo-${slug}?ixid=test`,
      regular: `https://images.unsplash.com/photo-${slug}?ixid=test&fm=jpg&q=80&w=1080`,
      small: `https://images.unsplash.com/photo-${slug}?ixid=test&fm=jpg&q=80&w=400`,
    },
    links: {
      html: `https://unsplash.com/photos/${slug}`,
      download_location: `https://api.unsplash.com/photos/${slug}/download`,
    },
    user: {
      name: photographer,
      username: photographer.toLowerCase().replace(/\s+/g, ''),
      links: { html: `https://unsplash.com/@${photographer.toLowerCase().replace(/\s+/g, '')}` },
    },
  };
}

/** A search answer holding `photos`. */
export const searchResults = (...photos: unknown[]): UnsplashReply => ({
  status: 200,
  body: { total: photos.length, total_pages: 1, results: photos },
});

export async function startUnsplashStandIn(
  reply: (call: UnsplashCall) => UnsplashReply | Promise<UnsplashReply>,
): Promise<UnsplashStandIn> {
  const calls: UnsplashCall[] = [];
  const server = createServer((req, res) => void respond(req, res));
  async function respond(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'GET' || url.pathname !== '/search/photos') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":["Not found"]}');
      return;
    }
    const call = {
      query: url.searchParams.get('query'),
      orientation: url.searchParams.get('orientation'),
      authorization: req.headers.authorization,
    };
    calls.push(call);
    const answer = await reply(call);
    if (answer === 'hang') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
