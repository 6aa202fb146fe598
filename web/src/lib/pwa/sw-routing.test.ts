import { describe, expect, it } from 'vitest';
import firebaseJson from '../../../../firebase.json';
import { paths } from '@/lib/paths';
import { decideRequest, SHARE_PAGE, SHARE_TARGET_ACTION, type RequestFacts } from './sw-routing';

const ORIGIN = 'https://homeledger.app';
const PRECACHED = new Set([`${ORIGIN}/assets/index-abc.js`, `${ORIGIN}/icons/icon-192.png`]);
const context = { origin: ORIGIN, isPrecached: (url: string) => PRECACHED.has(url) };

const get = (url: string, mode = 'cors'): RequestFacts => ({ method: 'GET', url, mode });
const navigate = (path: string): RequestFacts => get(`${ORIGIN}${path}`, 'navigate');

describe('decideRequest: what the service worker never touches', () => {
  it.each([
    // Firestore (including its listen channel), Auth, token refresh, Storage, Functions
    'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel?VER=8',
    'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k',
    'https://securetoken.googleapis.com/v1/token?key=k',
    'https://firebasestorage.googleapis.com/v0/b/demo/o/receipts%2Fa.pdf?alt=media',
    'https://us-central1-demo-homeledger.cloudfunctions.net/addRepair',
    // The emulators: same host, other ports
    'http://127.0.0.1:8080/v1/projects/demo-homeledger/databases/(default)/documents',
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup',
    'http://127.0.0.1:5001/demo-homeledger/us-central1/addRepair',
    'http://127.0.0.1:9199/v0/b/demo/o',
    // Maps and anything else cross-origin, even a file name the precache has
    'https://maps.googleapis.com/maps/api/js?key=k',
    'https://cdn.example.com/assets/index-abc.js',
  ])('passes %s (cross-origin)', (url) => {
    for (const method of ['GET', 'POST', 'OPTIONS'])
      for (const mode of ['cors', 'navigate', 'no-cors'])
        expect(decideRequest({ method, url, mode }, context)).toEqual({
          kind: 'pass',
          reason: 'cross-origin',
        });
  });

  it('passes a same-host URL on another port (an emulator beside the app)', () => {
    const local = { origin: 'http://127.0.0.1:5000', isPrecached: () => true };
    expect(decideRequest(get('http://127.0.0.1:8080/assets/x.js'), local).kind).toBe('pass');
    expect(decideRequest(get('http://localhost:5000/assets/x.js'), local).kind).toBe('pass');
  });

  it.each([
    '/__/auth/handler?apiKey=k',
    '/__/firebase/init.json',
    '/api/quickbooks/callback?code=c&state=s',
    '/unsubscribe?token=t',
    '/calendar/abc.ics',
  ])('passes %s (served by Firebase or a function), as a page load or a fetch', (path) => {
    expect(decideRequest(navigate(path), context)).toEqual({ kind: 'pass', reason: 'server' });
    expect(decideRequest(get(`${ORIGIN}${path}`), context)).toEqual({
      kind: 'pass',
      reason: 'server',
    });
  });

  it("passes every path firebase.json rewrites to a function (Hosting's own answers)", () => {
    const functionSources = firebaseJson.hosting.rewrites
      .filter((rewrite) => 'function' in rewrite)
      .map((rewrite) => rewrite.source.replace('/**', '/x'));
    expect(functionSources.length).toBeGreaterThan(0);
    for (const path of functionSources)
      expect(decideRequest(navigate(path), context)).toEqual({ kind: 'pass', reason: 'server' });
  });

  it('passes same-origin writes other than the share target', () => {
    expect(
      decideRequest({ method: 'POST', url: `${ORIGIN}/dashboard`, mode: 'cors' }, context),
    ).toEqual({ kind: 'pass', reason: 'method' });
    expect(
      decideRequest({ method: 'PUT', url: `${ORIGIN}/assets/index-abc.js`, mode: 'cors' }, context),
    ).toEqual({ kind: 'pass', reason: 'method' });
  });

  it('passes same-origin files this build did not precache (OCR data, pdf.js worker, maps)', () => {
    for (const path of [
      '/ocr/eng-4.0.0_best_int/eng.traineddata.gz',
      '/assets/pdf.worker.min-x.mjs',
    ])
      expect(decideRequest(get(`${ORIGIN}${path}`), context)).toEqual({
        kind: 'pass',
        reason: 'not-precached',
      });
  });

  it('passes page loads of files (robots.txt, the OCR data)', () => {
    expect(decideRequest(navigate('/robots.txt'), context)).toEqual({
      kind: 'pass',
      reason: 'file',
    });
    expect(decideRequest(navigate('/ocr/eng.traineddata.gz'), context).kind).toBe('pass');
  });
});

describe('decideRequest: what it answers', () => {
  it.each(['/dashboard', '/', '/add-repair/p1?capture=receipt', '/share?file=abc', '/faq'])(
    'a page load of %s is a navigation (app shell when offline)',
    (path) => {
      expect(decideRequest(navigate(path), context)).toEqual({ kind: 'navigation' });
    },
  );

  it('answers precached files of this build', () => {
    expect(decideRequest(get(`${ORIGIN}/assets/index-abc.js`), context)).toEqual({
      kind: 'precached',
    });
    expect(decideRequest(get(`${ORIGIN}/icons/icon-192.png`, 'no-cors'), context)).toEqual({
      kind: 'precached',
    });
  });

  it('takes the share target POST only at its action', () => {
    const post = (path: string): RequestFacts => ({
      method: 'POST',
      url: `${ORIGIN}${path}`,
      mode: 'navigate',
    });
    expect(decideRequest(post(SHARE_TARGET_ACTION), context)).toEqual({ kind: 'share-target' });
    expect(decideRequest(post(`${SHARE_TARGET_ACTION}/x`), context).kind).toBe('pass');
    expect(decideRequest(navigate(SHARE_TARGET_ACTION), context)).toEqual({ kind: 'navigation' });
  });

  it('redirects a share to the "which home?" page of the route table', () => {
    expect(SHARE_PAGE).toBe(paths.shareTarget);
  });

  it('passes a URL it cannot parse', () => {
    expect(decideRequest(get('not a url'), context).kind).toBe('pass');
  });
});
