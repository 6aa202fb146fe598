import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICKBOOKS_FLOW_NONCE_PATTERN } from '@homeledger/domain';

vi.mock('@/lib/firebase/functions', () => ({
  callFunction: vi.fn(async () => ({ url: 'https://appcenter.intuit.com/connect/oauth2' })),
}));

const { newFlowNonce, quickbooksConnect } = await import('./quickbooks');
const { callFunction } = await import('@/lib/firebase/functions');

afterEach(() => {
  document.cookie = '__session=; Path=/api/quickbooks; Max-Age=0';
  vi.mocked(callFunction).mockClear();
});

describe('the QuickBooks flow cookie', () => {
  it('is a fresh 32-byte nonce each time', () => {
    const a = newFlowNonce();
    expect(a).toMatch(QUICKBOOKS_FLOW_NONCE_PATTERN);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newFlowNonce()).not.toBe(a);
  });

  it('connect sets the nonce as the cookie and sends the same nonce; never an ID token', async () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    await quickbooksConnect();
    const assignment = set.mock.calls[0]?.[0] ?? '';
    const nonce = /^__session=([A-Za-z0-9_-]{43}); /.exec(assignment)?.[1];
    expect(nonce).toBeDefined();
    expect(assignment).toBe(`__session=${nonce}; Path=/api/quickbooks; SameSite=Lax; Max-Age=600`);
    expect(assignment).not.toMatch(/eyJ/);
    expect(vi.mocked(callFunction)).toHaveBeenCalledWith('quickbooksConnect', { nonce });
    set.mockRestore();
  });
});
