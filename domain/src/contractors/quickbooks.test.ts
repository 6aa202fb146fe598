import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  QuickbooksConnectSchema,
  clearQuickbooksFlowCookie,
  quickbooksFlowCookie,
} from './quickbooks';

describe('the QuickBooks flow cookie', () => {
  const nonce = 'Vq3m1hX0y9Zk7nP2r5tW8aBcDeFgHiJkLmNoPqRsTuV';

  it('goes to the callback path only, Secure, Lax, for the state’s 10 minutes', () => {
    expect(quickbooksFlowCookie(nonce, 'https:')).toBe(
      `__session=${nonce}; Path=/api/quickbooks; Secure; SameSite=Lax; Max-Age=600`,
    );
    // A plain-http development origin: the browser would drop a Secure cookie.
    expect(quickbooksFlowCookie(nonce, 'http:')).not.toContain('Secure');
  });

  it('is cleared with the same name and path', () => {
    expect(clearQuickbooksFlowCookie(true)).toBe(
      '__session=; Path=/api/quickbooks; Secure; HttpOnly; SameSite=Lax; Max-Age=0',
    );
  });

  it('quickbooksConnect takes exactly a 43-character base64url nonce', () => {
    expect(v.parse(QuickbooksConnectSchema, { nonce })).toEqual({ nonce });
    for (const data of [{}, { nonce: 'short' }, { nonce: `${nonce}=` }, { nonce: 'eyJ.a.b' }, null])
      expect(v.safeParse(QuickbooksConnectSchema, data).success).toBe(false);
  });
});
