/**
 * The Admin SDK app, initialised on first use (not at module load, so that
 * loading the bundle for deploy analysis or for unit tests touches nothing).
 * In the emulator and on Cloud Functions `initializeApp()` needs no arguments.
 *
 * Auth and Firestore are imported when first asked for: every function shares one
 * bundle, and a function that never uses them (the address suggestions, the maps
 * key) should not load them on its cold start.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export async function adminAuth(): Promise<Auth> {
  const { getAuth } = await import('firebase-admin/auth');
  return getAuth(adminApp());
}

export async function adminDb(): Promise<Firestore> {
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(adminApp());
}
