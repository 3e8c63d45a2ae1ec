// Tests only: a stand-in for the map tile server (MAP_TILE_URL) on 127.0.0.1.
// Every `/{z}/{x}/{y}.png` is the same plain tile, so the browser tests' maps
// load as they would online, and no test reaches the real tile host.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1 × 1 pale grey PNG: the map stretches it over each 256-pixel tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eYJAAV4ArlTVdppAAAAAElFTkSuQmCC',
  'base64',
);

export interface TileStandIn {
  /** The template to set as MAP_TILE_URL. */
  tileUrl: string;
  /** How many tiles were asked for. */
  requests: number;
  stop(): Promise<void>;
}

export async function startTileStandIn(): Promise<TileStandIn> {
  const standIn = { requests: 0 } as TileStandIn;
  const server = createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    standIn.requests++;
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Shared by a test file's apps: it never keeps the test process alive on its own.
  server.unref();
  standIn.tileUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
  standIn.stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return standIn;
}
