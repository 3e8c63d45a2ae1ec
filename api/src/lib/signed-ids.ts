// Secret addresses that a copy of the database alone cannot open or rebuild:
// `<id>.<mac>`, where `id` is 16 random bytes stored in a table and `mac` is
// HMAC-SHA256 of the id under a key derived from SESSION_SECRET and a label.
// The owner can be shown the same address again (the mac is recomputed),
// deleting the row revokes it, and rotating SESSION_SECRET voids them all.
// Trip share links and calendar feeds use it.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** 16 random bytes and a SHA-256 HMAC, both base64url without padding. */
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** `label` keeps each kind of address apart: a share link's mac never opens a calendar feed. */
export function createSignedIds(sessionSecret: string, label: string) {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, '', label, 32));
  const mac = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  return {
    /** A new row id. */
    newId: () => randomBytes(16).toString('base64url'),

    /** The secret part of the address for a stored id. */
    token: (id: string) => `${id}.${mac(id)}`,

    /** The stored row's id, when `token` is a well-formed token with the right mac; null for anything else. */
    verifiedId(token: unknown): string | null {
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      if (!match) return null;
      const [, id = '', given = ''] = match;
      // Both are 43 ASCII characters (the pattern), so the comparison takes the same time whatever differs.
      return timingSafeEqual(Buffer.from(mac(id)), Buffer.from(given)) ? id : null;
    },
  };
}
