// Secret addresses that a copy of the database alone cannot open or rebuild:
// `<id>.<mac>`, where `id` is random bytes stored in a table and `mac` is an
// HMAC-SHA256 of the id under a key derived from SESSION_SECRET and a label.
// The owner can be shown the same address again (the mac is recomputed),
// deleting the row revokes it, and rotating SESSION_SECRET voids them all.
// Trip share links and calendar feeds use the URL format; a trip's address for
// forwarded mail uses lower-case hex, which mail servers that fold case keep.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const FORMATS = {
  /** 16 random bytes and the whole HMAC, base64url without padding. */
  url: {
    id: () => randomBytes(16).toString('base64url'),
    mac: (digest: Buffer) => digest.toString('base64url'),
    token: /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/,
  },
  /** 12 random bytes and the HMAC's first 12 (96 bits), hex: fits an e-mail address's local part. */
  mail: {
    id: () => randomBytes(12).toString('hex'),
    mac: (digest: Buffer) => digest.subarray(0, 12).toString('hex'),
    token: /^([0-9a-f]{24})\.([0-9a-f]{24})$/,
  },
} as const;

/** `label` keeps each kind of address apart: a share link's mac never opens a calendar feed. */
export function createSignedIds(sessionSecret: string, label: string, format: keyof typeof FORMATS = 'url') {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, '', label, 32));
  const { id: newId, mac: encode, token: pattern } = FORMATS[format];
  const mac = (id: string) => encode(createHmac('sha256', key).update(id).digest());

  return {
    /** A new row id. */
    newId,

    /** The secret part of the address for a stored id. */
    token: (id: string) => `${id}.${mac(id)}`,

    /** The stored row's id, when `token` is a well-formed token with the right mac; null for anything else. */
    verifiedId(token: unknown): string | null {
      const match = typeof token === 'string' ? pattern.exec(token) : null;
      if (!match) return null;
      const [, id = '', given = ''] = match;
      // Both have the pattern's fixed length, so the comparison takes the same time whatever differs.
      return timingSafeEqual(Buffer.from(mac(id)), Buffer.from(given)) ? id : null;
    },
  };
}
