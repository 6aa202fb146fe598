/**
 * The Content-Security-Policy of one build (docs/security-headers.md).
 *
 * Firebase Hosting headers are static (firebase.json), but three parts of the
 * policy depend on the build: the SHA-256 of every inline script in the built
 * HTML, the project's Cloud Functions origin (VITE_FIREBASE_PROJECT_ID), and
 * the emulator origins, which only development/test builds (project `demo-…`)
 * may talk to. So the build (web/vite.config.ts, `cspPlugin`) puts this policy
 * into every HTML page as the first element of <head>
 * (`<meta http-equiv="Content-Security-Policy">`), and firebase.json sends
 * the directives a <meta> policy cannot carry (`frame-ancestors`) as a header,
 * with the rest of the security headers. The browser enforces both.
 *
 * Pure and build-tool free: used by the Vite plugin, the prerender check and the
 * tests.
 */

export interface CspOptions {
  /** Firebase project id: the callable functions live at https://us-central1-<id>.cloudfunctions.net. */
  projectId: string;
  /** Cloud Functions region (lib/firebase/config.ts `functionsRegion`). */
  functionsRegion: string;
  /** `sha256-…` sources (base64) of the inline scripts in the HTML. */
  scriptHashes: readonly string[];
  /**
   * Emulator origins (`http://127.0.0.1:9099` …) for development/test builds;
   * empty for production builds, which then also upgrade insecure requests.
   */
  emulators: {
    auth: string;
    functions: string;
    firestore: string;
    storage: string;
  } | null;
  /** App Check with reCAPTCHA Enterprise (production builds given a site key). */
  appCheck?: boolean;
}

/** Each directive's sources, in a stable order (see docs/security-headers.md for why each is there). */
export type CspDirectives = Record<string, readonly string[]>;

/** Origins of Google's production services the signed-in app uses. */
export const FIREBASE_ORIGINS = {
  /** Firebase Auth: sign-in, sign-up, password reset (Identity Toolkit REST). */
  auth: 'https://identitytoolkit.googleapis.com',
  /** Firebase Auth: ID token refresh. */
  tokens: 'https://securetoken.googleapis.com',
  /** Firestore, including its WebChannel/long-polling listen stream. */
  firestore: 'https://firestore.googleapis.com',
  /** Cloud Storage for Firebase: receipt/photo uploads and download URLs. */
  storage: 'https://firebasestorage.googleapis.com',
} as const;

/**
 * Google Maps JavaScript API (property page), after Google's CSP guide
 * (developers.google.com/maps/documentation/javascript/content-security-policy).
 * Firebase Hosting is static, so the guide's per-response nonce and
 * 'strict-dynamic' are not available: this is the allowlist form, without
 * 'unsafe-eval'.
 */
export const MAPS_SOURCES = {
  /** The loader and the API modules it imports. */
  script: ['https://maps.googleapis.com'],
  /** Tiles, markers and sprites (the guide: *.googleapis.com, *.gstatic.com, *.google.com, *.googleusercontent.com, data:). */
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  /** The API's own requests (tiles metadata, RPCs, usage pings). */
  connect: ['https://maps.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  /** Roboto, which the map controls load. */
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  /** The guide's frame-src. */
  frame: ['https://*.google.com'],
} as const;

/** App Check's reCAPTCHA Enterprise provider: its script, its frame, the token exchange. */
export const APP_CHECK_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
} as const;

export function functionsOrigin(projectId: string, region: string): string {
  if (!/^[a-z0-9-]+$/.test(projectId)) throw new Error(`unexpected project id "${projectId}"`);
  return `https://${region}-${projectId}.cloudfunctions.net`;
}

export function cspDirectives({
  projectId,
  functionsRegion,
  scriptHashes,
  emulators,
  appCheck = false,
}: CspOptions): CspDirectives {
  for (const hash of scriptHashes) {
    if (!/^sha256-[A-Za-z0-9+/]+={0,2}$/.test(hash))
      throw new Error(`not a sha256 source: ${hash}`);
  }
  const dev = emulators ? Object.values(emulators) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      // WebAssembly only (not eval): receipt OCR's tesseract core (docs/architecture.md
      // "Reading a receipt").
      "'wasm-unsafe-eval'",
      ...scriptHashes.map((h) => `'${h}'`),
      ...MAPS_SOURCES.script,
      ...(appCheck ? APP_CHECK_SOURCES.script : []),
    ],
    // 'unsafe-inline' for styles only: the Maps JS API inserts <style> elements and
    // style attributes, and can only be allowed otherwise by a nonce, which a static
    // host cannot mint per response; Ark UI also renders style attributes into the
    // prerendered markup (visually hidden inputs, collapsible sizes).
    'style-src': ["'self'", "'unsafe-inline'", ...MAPS_SOURCES.style],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      FIREBASE_ORIGINS.storage,
      ...MAPS_SOURCES.img,
      ...(emulators ? [emulators.storage] : []),
    ],
    'font-src': ["'self'", ...MAPS_SOURCES.font],
    'connect-src': [
      "'self'",
      FIREBASE_ORIGINS.auth,
      FIREBASE_ORIGINS.tokens,
      FIREBASE_ORIGINS.firestore,
      FIREBASE_ORIGINS.storage,
      functionsOrigin(projectId, functionsRegion),
      ...MAPS_SOURCES.connect,
      ...(appCheck ? APP_CHECK_SOURCES.connect : []),
      ...dev,
    ],
    'frame-src': [...MAPS_SOURCES.frame, ...(appCheck ? APP_CHECK_SOURCES.frame : [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (!emulators) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The `sha256-…` CSP source of an inline script's exact text (Node or browser). */
export async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The text of every inline (no `src`) <script> in an HTML document. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '');
}

const INLINE_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;

/** Inline event-handler attributes (`onclick="…"`) can never be allowed by a hash here. */
export function hasInlineEventHandler(html: string): boolean {
  return INLINE_HANDLER.test(html);
}

export const CSP_META_NAME = 'Content-Security-Policy';

/** The policy a page's <meta http-equiv="Content-Security-Policy"> carries, or null. */
export function metaPolicy(html: string): string | null {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i.exec(html);
  return meta ? (meta[1] ?? '').replace(/&#39;/g, "'").replace(/&quot;/g, '"') : null;
}
