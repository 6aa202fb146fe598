/**
 * Signed unsubscribe links (docs/architecture.md §8): `<uid>.<HMAC-SHA256>` in base64url,
 * keyed by a secret, so the public endpoint turns reminders off for exactly that account
 * and nobody can forge a link for another. The link never expires (mail sits in inboxes);
 * it only ever turns reminders off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'homeledger:unsubscribe:v1:';

function mac(secret: string, uid: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + uid)
    .digest();
}

export function unsubscribeToken(secret: string, uid: string): string {
  if (!secret) throw new Error('An unsubscribe secret is required.');
  return `${Buffer.from(uid, 'utf8').toString('base64url')}.${mac(secret, uid).toString('base64url')}`;
}

/** The uid a token was signed for, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (!secret || typeof token !== 'string' || token.length > 400) return null;
  const [encodedUid, encodedMac, extra] = token.split('.');
  if (!encodedUid || !encodedMac || extra !== undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(encodedUid) || !/^[A-Za-z0-9_-]+$/.test(encodedMac)) return null;
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return null;
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = mac(secret, uid);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
}
