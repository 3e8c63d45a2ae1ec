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

/** Paths whose next segment is a secret: a trip share link, an invitation's token (issue #33 S8), a calendar feed. */
const SECRET_SEGMENT = /^((?:\/api)?\/(?:shared|trip-invitations|calendar-feeds)\/)[^/?#]+/i;

/** What a decoded query value may carry that opens something: a token, a share link, an invitation. */
const SECRET_VALUE = /token=|\/shared\/|\/trip-invitations\/|\/calendar-feeds\//i;

/** A query value decoded as far as it was encoded (a link inside `next`, encoded once or twice). */
function decoded(value: string): string {
  let text = value;
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(text.replace(/\+/g, ' '));
      if (next === text) break;
      text = next;
    } catch {
      break;
    }
  }
  return text;
}

/**
 * A request URL fit for the logs: one-time tokens in the query (e-mail links),
 * trip share links (`/shared/<id>.<mac>`, which open a trip to anyone), calendar
 * feeds (`/api/calendar-feeds/<id>.<mac>.ics`, a user's dated trips) and
 * invitation tokens (`/api/trip-invitations/<token>`) are blanked, and so is any
 * query value that carries one of them encoded (`/auth?next=%2Fjoin-trip%3Ftoken%3D…`).
 */
export function loggableUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const [pathPart, rest] = queryAt < 0 ? [url, ''] : [url.slice(0, queryAt), url.slice(queryAt)];
  const path = pathPart.replace(SECRET_SEGMENT, '$1[redacted]');
  const query = rest.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, separator: string, name: string, value: string) =>
    /^token$/i.test(name) || SECRET_VALUE.test(decoded(value)) ? `${separator}${name}=[redacted]` : whole,
  );
  return path + query;
}

/**
 * Text fit for the logs: every e-mail address in it cut to its first character
 * and its domain (m…@example.ph), enough to tell mail providers apart.
 */
export const maskEmails = (text: string) => text.replace(/([^\s<>"'@:,;])[^\s<>"'@:,;]*@([\w.-]+)/g, '$1…@$2');
