/**
 * reportDownloadLink end to end on the memory store (docs/architecture.md §3): the caller's
 * access is read from the documents, and only then is the file signed.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { memoryUrlSigner } from '../exports/ports';
import { reportDownloadLinkSpec } from './report-download-link';
import { OWNER_UID, REALTOR_UID, propertyDoc } from './reports.test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const auth = (uid: string, role: string) => ({
  uid,
  token: { role, name: uid, email_verified: true },
});
const FILES = ['reports/p1/r1.pdf', 'reports/p1/r1.zip'];

function setup() {
  const store = new MemoryStore({
    'properties/p1': propertyDoc(),
    'reports/r1': {
      propertyId: 'p1',
      ownerId: OWNER_UID,
      viewerIds: [OWNER_UID, REALTOR_UID],
      state: 'done',
      path: FILES[0],
      zipPath: FILES[1],
    },
  });
  const signer = memoryUrlSigner((path) => FILES.includes(path));
  const log: unknown[] = [];
  const call = callableShell(
    reportDownloadLinkSpec,
    { store, signer, log: { error: (message) => log.push(message) } },
    undefined,
    { now: () => NOW },
  );
  return { store, signer, call, log };
}

describe('reportDownloadLink', () => {
  it('signs the PDF and the ZIP for the owner and a realtor it is shared with, writing nothing', async () => {
    const { store, signer, call } = setup();
    await expect(
      call({ auth: auth(OWNER_UID, 'homeowner'), data: { reportId: 'r1', file: 'pdf' } }),
    ).resolves.toEqual({ url: 'memory://reports/p1/r1.pdf?signed=1' });
    await expect(
      call({ auth: auth(REALTOR_UID, 'realtor'), data: { reportId: 'r1', file: 'zip' } }),
    ).resolves.toEqual({ url: 'memory://reports/p1/r1.zip?signed=1' });
    expect(signer.signed).toEqual(FILES);
    expect(store.writeCount).toBe(0);
  });

  it('signs nothing for someone the storage rules would refuse', async () => {
    const { store, signer, call } = setup();
    await store.commit([{ op: 'update', path: 'properties/p1', data: { viewerIds: [OWNER_UID] } }]);
    await expect(
      call({ auth: auth(REALTOR_UID, 'realtor'), data: { reportId: 'r1', file: 'pdf' } }),
    ).rejects.toMatchObject({ code: 'not-found', message: M.reportNotFound });
    await expect(
      call({ auth: auth('sam', 'homeowner'), data: { reportId: 'r1', file: 'pdf' } }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(call({ data: { reportId: 'r1', file: 'pdf' } })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(signer.signed).toEqual([]);
  });

  it('a signing failure (no signBlob grant) is logged and answered in words', async () => {
    const { store, call, log } = setup();
    await store.commit([
      { op: 'update', path: 'reports/r1', data: { zipPath: 'reports/p1/missing.zip' } },
    ]);
    await expect(
      call({ auth: auth(OWNER_UID, 'homeowner'), data: { reportId: 'r1', file: 'zip' } }),
    ).rejects.toMatchObject({ code: 'internal', message: M.downloadFailed });
    expect(log).toEqual(['reportDownloadLink: could not sign the link (the signBlob grant?)']);
  });
});
