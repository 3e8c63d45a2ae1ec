// Recognises "the database cannot be reached right now" among the errors pg,
// connect-pg-simple, rate-limiter-flexible and Prisma's pg adapter raise, so an
// outage answers 503 with a clear message instead of a 500.

/** Socket failures and PostgreSQL's admin-shutdown / cannot-connect-now / connection-exception codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // Prisma: can't reach, timed out, connection closed.
  'P1001',
  'P1002',
  'P1017',
]);

/** Kinds Prisma's driver adapters give socket failures. */
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/** Messages pg throws without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database server|the database system is (starting up|shutting down)|Client has encountered a connection error|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!value || typeof value !== 'object' || depth > 6 || seen.has(value)) return false;
    seen.add(value);
    const candidate = value as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.kind === 'string' && UNAVAILABLE_KINDS.has(candidate.kind)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
    const nested = [candidate.cause, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
    return nested.some((inner) => visit(inner, depth + 1));
  };
  return visit(error, 0);
}
