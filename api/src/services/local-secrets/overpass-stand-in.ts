// Tests only: a stand-in for the Overpass API interpreter on 127.0.0.1. It
// answers `POST /api/interpreter` (form field `data`) in Overpass's JSON shape
// (https://wiki.openstreetmap.org/wiki/Overpass_API/Overpass_QL#JSON), and
// can fail as the public instances do: 429 when a client asks too often, 504
// when the server is overloaded, a 200 whose `remark` says the query was
// stopped, an unreadable body, or no answer at all.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OverpassCall {
  query: string;
  userAgent: string | undefined;
}

export type OverpassReply = { status: number; body: unknown } | { status: number; raw: string } | 'hang';

export interface OverpassStandIn {
  url: string;
  calls: OverpassCall[];
  stop(): Promise<void>;
}

/** A named OSM node with the given tags, as Overpass sends it. */
export function osmNode(id: number, lat: number, lon: number, tags: Record<string, string>) {
  return { type: 'node', id, lat, lon, tags };
}

/** A named OSM way, which Overpass sends with its centre (`out center`). */
export function osmWay(id: number, lat: number, lon: number, tags: Record<string, string>) {
  return { type: 'way', id, center: { lat, lon }, nodes: [1, 2, 3], tags };
}

export const overpassElements = (...elements: unknown[]): OverpassReply => ({
  status: 200,
  body: { version: 0.6, generator: 'Overpass API stand-in', osm3s: { copyright: 'ODbL' }, elements },
});

export async function startOverpassStandIn(
  reply: (call: OverpassCall) => OverpassReply | Promise<OverpassReply>,
): Promise<OverpassStandIn> {
  const calls: OverpassCall[] = [];
  const server = createServer((req, res) => void respond(req, res));
  async function respond(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/api/interpreter') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const call = { query: new URLSearchParams(body).get('data') ?? '', userAgent: req.headers['user-agent'] };
    calls.push(call);
    const answer = await reply(call);
    if (answer === 'hang') return;
    const text = 'raw' in answer ? answer.raw : JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`,
    calls,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
