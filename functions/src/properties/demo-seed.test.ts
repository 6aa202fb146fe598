/**
 * The demo seed writes what addProperty relies on: each demo address's claims index.
 * Without it the demo homeowner could add a demo address again as a duplicate, and a
 * newcomer's claim on it would not be disputed.
 */
import { describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from '@homeledger/domain';
// The .ts source, not scripts/lib/seed-demo.mjs (the runner that bundles it for Node).
import { demoFirestoreDocuments } from '../../../scripts/lib/seed-demo.ts';
import { applyPlan, callableShell } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { httpsFailure } from '../kit/test-support';
import type { DocData } from '../kit/store';
import { addPropertySpec } from './add-property';
import { planAddProperty } from './add-property.plan';

const UIDS = { homeowner: 'uid-h', contractor: 'uid-c', realtor: 'uid-r' };
const NOW = new Date('2026-01-01T00:00:00Z');

function seededStore(): MemoryStore {
  const docs = demoFirestoreDocuments(UIDS, NOW);
  const all: Record<string, DocData> = {};
  for (const p of docs.properties) all[`properties/${p.id}`] = { ...p.data };
  for (const r of docs.repairs) all[`repairs/${r.id}`] = { ...r.data };
  for (const c of docs.addressClaims) all[c.path] = { ...c.data };
  return new MemoryStore(all);
}

const elm = { address: '1428 Elm St.', city: 'Springfield', state: 'IL', zipCode: '62704' };

describe('demo seed: address claims', () => {
  it('has one claims index per demo property, naming it and its owner', () => {
    const docs = demoFirestoreDocuments(UIDS, NOW);
    expect(docs.addressClaims).toHaveLength(docs.properties.length);
    for (const p of docs.properties) {
      const index = docs.addressClaims.find((c) => c.data.addressKey === p.data.addressKey);
      expect(index?.data.claims).toEqual({ [p.id]: 'uid-h' });
    }
  });

  it('the demo homeowner cannot add a demo address again; another owner’s claim is disputed, not theirs', async () => {
    const store = seededStore();
    const add = callableShell(
      addPropertySpec,
      { store, newId: () => 'new-property', log: { error: () => undefined } },
      undefined,
      { now: () => NOW },
    );
    const again = await httpsFailure(
      add({
        auth: { uid: 'uid-h', token: { role: 'homeowner', email_verified: true } },
        data: elm,
      }),
    );
    expect([again.code, again.message]).toEqual(['already-exists', PROPERTY_MESSAGES.alreadyAdded]);
    await expect(
      add({
        auth: { uid: 'someone', token: { role: 'homeowner', email_verified: true } },
        data: elm,
      }),
    ).resolves.toEqual({ id: 'new-property', verificationStatus: 'disputed' });
    expect(store.snapshot()['properties/demo-elm-street']?.['verificationStatus']).toBe('verified');
    expect(store.snapshot()['disputes/new-property']?.['holderPropertyId']).toBe('demo-elm-street');
  });
});

describe('demo seed: property documents', () => {
  it('carry every field addProperty writes, so no screen meets a demo home it could not make', () => {
    const plan = planAddProperty({
      input: { ...elm, location: { lat: 39.8, lng: -89.6 }, placeId: 'place-1' },
      caller: {
        uid: 'uid-h',
        role: 'homeowner',
        name: 'H',
        email: 'h@x.example',
        emailVerified: true,
      },
      newId: 'p-new',
      now: NOW,
      claims: null,
      existing: [],
      ownerName: 'Hannah Homeowner',
    });
    const { writes } = applyPlan(plan);
    const written = writes.find((w) => w.path === 'properties/p-new');
    const fields = Object.keys(written && 'data' in written ? written.data : {}).sort();
    for (const p of demoFirestoreDocuments(UIDS, NOW).properties) {
      expect(Object.keys(p.data).sort(), p.id).toEqual(expect.arrayContaining(fields));
      expect(p.data['ownerName']).toBe('Hannah Homeowner');
    }
  });
});
