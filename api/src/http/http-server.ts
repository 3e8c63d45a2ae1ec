import { createServer, type RequestListener, type Server } from 'node:http';

/** The HTTP server in front of the app, as production runs it and the tests do too. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  // Idle keep-alive sockets stay open longer than proxies and clients keep them
  // (load balancers use 60 s). With Node's 5 s, the server could close a socket
  // just as a client reused it, and that request failed with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  return server;
}
