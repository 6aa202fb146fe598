/**
 * The Admin SDK app, initialised on first use (not at module load, so that
 * loading the bundle for deploy analysis or for unit tests touches nothing).
 * In the emulator and on Cloud Functions `initializeApp()` needs no arguments.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}
