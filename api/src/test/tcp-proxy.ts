// A loopback TCP proxy in front of a database, for outage tests: `cut()` drops
// every open connection and refuses new ones, as a stopped PostgreSQL would;
// `restore()` lets connections through again.
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** `url` with its host and port pointed at this proxy. */
    proxied(url: string) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    async stop() {
      this.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
