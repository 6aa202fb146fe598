/**
 * The QuickBooks callback fails closed (README "QuickBooks Online"): through Hosting's
 * rewrite to quickbooksCallback, a return from Intuit without the flow cookie is sent
 * back to the portal as "could not be verified" at once — it needs no Firestore (the
 * answer comes before any read), so this runs with the Auth/Functions/Hosting emulators
 * alone — and the answer clears the cookie.
 */
import { expect, test } from './fixtures';

const CALLBACK =
  '/api/quickbooks/callback?code=AB11code0123456789&state=Vq3m1hX0y9Zk7nP2r5tW8aBcDeFgHiJkLmNoPqRsTuV&realmId=9341452172839';

test.describe('QuickBooks callback', () => {
  for (const [name, cookie] of [
    ['no cookie', undefined],
    ['an ID token where the flow nonce belongs', '__session=eyJhbGciOiJSUzI1NiJ9.e30.c2ln'],
  ] as const) {
    test(`${name}: refused as unverified, the cookie cleared`, async ({ request }) => {
      const response = await request.get(CALLBACK, {
        maxRedirects: 0,
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toMatch(
        /\/contractor\?quickbooks=error&reason=unverified$/,
      );
      // Through Hosting: a Set-Cookie survives only on a private response.
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(response.headers()['set-cookie']).toMatch(
        /^__session=; Path=\/api\/quickbooks;.*Max-Age=0/,
      );
    });
  }
});
