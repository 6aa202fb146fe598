/**
 * The production Store and Files, each made on first use with its SDK loaded then
 * (its adapter module is a separate chunk of the bundle): a function that never
 * touches Storage does not load it on a cold start (`npm run bench:cold-start`).
 * In the Functions emulator without the Firestore / Storage emulator they throw
 * Rejection('unavailable') at once, before loading anything. Files connect when a file
 * is first touched, not when the ports are made: nothing that does not touch a file
 * needs Storage (docs/architecture.md §3).
 */
import { normalizeEmail } from '@homeledger/domain';
import { adminApp, adminAuth, adminDb } from '../admin';
import { assertFirestoreReachable, assertStorageReachable } from './emulators';
import * as logger from 'firebase-functions/logger';
import { lazyFiles, type Files } from './files';
import { authAccounts, autoId, type AccountPorts, type FilePorts } from './ports';
import type { Store } from './store';

export async function adminStore(): Promise<Store> {
  assertFirestoreReachable();
  const [{ firestoreStore }, db] = await Promise.all([import('./firestore-store'), adminDb()]);
  return firestoreStore(db);
}

/** The default bucket (the Admin SDK's), for code that needs more than the Files port. */
export async function adminBucket() {
  assertStorageReachable();
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(adminApp()).bucket();
}

/** The Files port on the default bucket, connected when a file is first touched. */
export function adminFiles(): Files {
  return lazyFiles(async () => {
    const bucket = await adminBucket();
    const { storageFiles } = await import('./storage-files');
    return storageFiles(bucket);
  });
}

/**
 * The production ports of a callable that may check or remove files (repairs, tasks,
 * warranties): Storage connects on first use, so a record without a file never needs it.
 */
export async function adminFilePorts(): Promise<FilePorts> {
  return { store: await adminStore(), files: adminFiles(), newId: autoId, log: logger };
}

/**
 * The production ports of a callable that looks accounts up by email (service records,
 * validation, record offers): Auth for the lookups, the store, ids and the log.
 */
export async function adminAccountPorts(): Promise<AccountPorts> {
  return {
    store: await adminStore(),
    accounts: authAccounts(await adminAuth()),
    newId: autoId,
    log: logger,
  };
}

/** What a function that always touches files loads before its first request (its warm-up). */
export async function warmAdminFiles(): Promise<void> {
  await Promise.all([adminBucket(), import('./storage-files')]);
}

/**
 * uid → email for those of `uids` (≤ 100, Auth's limit per request) whose email is verified
 * and whose account is enabled: who may be mailed things other people wrote.
 */
export async function verifiedEmailsFromAuth(
  uids: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  if (uids.length === 0) return new Map();
  const { users } = await (await adminAuth()).getUsers(uids.map((uid) => ({ uid })));
  return new Map(
    users
      .filter((user) => user.emailVerified && !user.disabled && user.email)
      .map((user) => [user.uid, normalizeEmail(user.email ?? '')]),
  );
}
