import type { FirebaseOptions } from 'firebase/app';

/**
 * Firebase web config. Production values come from VITE_FIREBASE_* variables
 * (web/.env.production.local, see README). Without them the app uses the
 * `demo-homeledger` project, which only ever talks to the local emulators.
 */
const env = import.meta.env;

export const firebaseOptions: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-homeledger.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-homeledger',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || 'demo-homeledger.appspot.com',
  appId: env.VITE_FIREBASE_APP_ID || '1:000000000000:web:0000000000000000000000',
};

/** A `demo-` project has no production backend: always use the emulators. */
export const useEmulators =
  env.VITE_USE_EMULATORS === 'true' || (firebaseOptions.projectId ?? '').startsWith('demo-');

export const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';

/** The reCAPTCHA Enterprise site key App Check uses in production (./app-check.ts). */
export const appCheckSiteKey: string | undefined =
  env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY || undefined;

/** Ports as in firebase.json. */
export const emulatorPorts = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  storage: 9199,
} as const;

export const functionsRegion = 'us-central1';
