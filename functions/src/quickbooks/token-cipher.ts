/**
 * QuickBooks tokens at rest: AES-256-GCM with a 256-bit key held in Secret Manager
 * (`QUICKBOOKS_TOKEN_KEY`, bound only to the QuickBooks functions), so a read of
 * `quickbooksConnections/` — a leaked export or backup, a mistaken rule — yields no
 * usable token. Each value gets a fresh 96-bit IV, and the document's uid and field
 * name as additional data, so a sealed token cannot be moved to another account or
 * field and still open. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface TokenCipher {
  /** `plain` sealed for `context` (e.g. `u1:refreshToken`). */
  seal(plain: string, context: string): string;
  /** The plain text of a value sealed for `context`; throws when it was not (or was altered). */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key from the secret's text: 32 bytes as base64 / base64url (44 / 43 characters,
 * e.g. `openssl rand -base64 32`) or hex (64). Null when blank or anything else.
 */
export function parseTokenKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

export function aesGcmTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The QuickBooks token key must be 32 bytes.');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0)
        throw new Error('Not a sealed QuickBooks token.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The additional data a connection's token is sealed with. */
export function tokenContext(uid: string, field: 'accessToken' | 'refreshToken'): string {
  return `quickbooksConnections/${uid}#${field}`;
}
