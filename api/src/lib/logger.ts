// Structured JSON logs (pino). One root logger; requests get a child with their id.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'lakbay-api' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}

/**
 * A request URL fit for the logs: one-time tokens in the query (e-mail links)
 * and trip share links (`/shared/<id>.<mac>`, which open a trip to anyone) are blanked.
 */
export const loggableUrl = (url: string) =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]').replace(/^(\/shared\/)[^/?#]+/i, '$1[redacted]');

/**
 * Text fit for the logs: every e-mail address in it cut to its first character
 * and its domain (m…@example.ph), enough to tell mail providers apart.
 */
export const maskEmails = (text: string) => text.replace(/([^\s<>"'@:,;])[^\s<>"'@:,;]*@([\w.-]+)/g, '$1…@$2');
