import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  functionsOrigin,
  hasInlineEventHandler,
  inlineScripts,
  metaPolicy,
  serializeCsp,
  sha256Source,
} from './content-security-policy';

const EMULATORS = {
  auth: 'http://127.0.0.1:9099',
  functions: 'http://127.0.0.1:5001',
  firestore: 'http://127.0.0.1:8080',
  storage: 'http://127.0.0.1:9199',
};

describe('cspDirectives', () => {
  const production = cspDirectives({
    projectId: 'homeledger-prod',
    functionsRegion: 'us-central1',
    scriptHashes: ['sha256-abc='],
    emulators: null,
  });
  const development = cspDirectives({
    projectId: 'demo-homeledger',
    functionsRegion: 'us-central1',
    scriptHashes: ['sha256-abc='],
    emulators: EMULATORS,
  });

  it('allows scripts only from the site, by hash, and the Maps loader', () => {
    expect(production['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "'sha256-abc='",
      'https://maps.googleapis.com',
    ]);
    // WebAssembly compilation (receipt OCR), never eval.
    expect(serializeCsp(production)).not.toMatch(/'unsafe-eval'/);
    expect(production['worker-src']).toEqual(["'self'", 'blob:']);
    expect(production['object-src']).toEqual(["'none'"]);
    expect(production['base-uri']).toEqual(["'self'"]);
    expect(production['form-action']).toEqual(["'self'"]);
  });

  it("connects to Firebase and the project's own functions origin", () => {
    expect(production['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://firebasestorage.googleapis.com',
        'https://us-central1-homeledger-prod.cloudfunctions.net',
      ]),
    );
  });

  it('lists the emulator origins only in development builds', () => {
    const prod = serializeCsp(production);
    for (const origin of Object.values(EMULATORS)) {
      expect(prod).not.toContain(origin);
      expect(development['connect-src']).toContain(origin);
    }
    expect(development['img-src']).toContain(EMULATORS.storage);
    expect(prod).toMatch(/upgrade-insecure-requests$/);
    expect(serializeCsp(development)).not.toContain('upgrade-insecure-requests');
  });

  it("allows App Check's reCAPTCHA Enterprise only in builds that use it", () => {
    const attested = cspDirectives({
      projectId: 'homeledger-prod',
      functionsRegion: 'us-central1',
      scriptHashes: [],
      emulators: null,
      appCheck: true,
    });
    expect(attested['script-src']).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(attested['connect-src']).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(attested['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(serializeCsp(production)).not.toContain('recaptcha');
    expect(serializeCsp(production)).not.toContain('firebaseappcheck');
  });

  it('rejects malformed hashes and project ids', () => {
    expect(() =>
      cspDirectives({
        projectId: 'x',
        functionsRegion: 'us-central1',
        scriptHashes: ["abc'; script-src *"],
        emulators: null,
      }),
    ).toThrow(/sha256/);
    expect(() => functionsOrigin('evil.com/x', 'us-central1')).toThrow(/project id/);
  });
});

describe('inline script helpers', () => {
  const html = `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self'" />
    <script>var a = 1;</script><script type="module" src="/x.js"></script>
    <script type="module">import('/y.js')</script></head>`;

  it('finds inline scripts and skips external ones', () => {
    expect(inlineScripts(html)).toEqual(['var a = 1;', "import('/y.js')"]);
  });

  it('hashes like the browser (base64 SHA-256 of the exact text)', async () => {
    const text = '\n  (function () {})();\n';
    expect(await sha256Source(text)).toBe(
      `sha256-${createHash('sha256').update(text).digest('base64')}`,
    );
  });

  it('reads the meta policy and spots inline handlers', () => {
    expect(metaPolicy(html)).toBe("script-src 'self'");
    expect(hasInlineEventHandler('<img src=x onerror="alert(1)">')).toBe(true);
    expect(hasInlineEventHandler(html)).toBe(false);
  });
});
