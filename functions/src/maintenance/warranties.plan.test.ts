import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_MESSAGES as M,
  RECEIPT_MAX_BYTES,
  WARRANTIES_PER_PROPERTY_MAX,
  WARRANTY_MESSAGES as W,
  type AddWarrantyInput,
  type UpdateWarrantyInput,
  type Warranty,
  type WarrantyDocument,
} from '@homeledger/domain';
import type { FileMeta } from '../kit/files';
import {
  DOCUMENT_ACCEPT_MAX_AGE_MS,
  checkWarrantyDocument,
  planAddWarranty,
  planDeleteWarranty,
  planUpdateWarranty,
  type DocumentVerdict,
} from './warranties.plan';
import { NOT_PLANNERS, NOW, homeowner, ownedProperty, repairRef } from './maintenance.test-support';

const DOC_PATH = 'warranties/home/up1/manual.pdf';
const document = (path = DOC_PATH): WarrantyDocument => ({
  path,
  name: 'Manual.pdf',
  contentType: 'application/pdf',
  size: 30_000,
});
const accepted = (d = document()): DocumentVerdict => ({ ok: true, document: d });
const refusedDoc = (message: string) => ({
  kind: 'reject',
  code: 'invalid-argument',
  message,
  details: { field: 'document' },
});

const form = {
  item: 'Water heater',
  provider: 'HeatCo',
  startDate: '2026-01-15',
  coverage: 'length' as const,
  lengthCount: 2,
  lengthUnit: 'years' as const,
  endDate: '',
  notes: 'Parts only',
  transferable: true,
  repairId: null,
};
const addInput = (over: Partial<AddWarrantyInput> = {}): AddWarrantyInput =>
  ({ propertyId: 'home', ...form, document: null, ...over }) as AddWarrantyInput;
const updateInput = (over: Partial<UpdateWarrantyInput> = {}): UpdateWarrantyInput =>
  ({ warrantyId: 'w1', ...form, ...over }) as UpdateWarrantyInput;

const stored = (over: Partial<Warranty> = {}): Warranty => ({
  id: 'w1',
  propertyId: 'home',
  ownerId: 'olive',
  ...form,
  endDate: '2028-01-14',
  document: null,
  ...over,
});
/** What the form writes for `form` (two years from 15 Jan 2026: through 14 Jan 2028). */
const formFields = { ...form, endDate: '2028-01-14' };

describe('checkWarrantyDocument', () => {
  const meta = (over: Partial<FileMeta> = {}): FileMeta => ({
    path: DOC_PATH,
    contentType: 'application/pdf',
    size: 30_000,
    updated: new Date(NOW.getTime() - 60_000),
    ...over,
  });
  const check = (over: Partial<Parameters<typeof checkWarrantyDocument>[0]> = {}) =>
    checkWarrantyDocument({
      claimed: { path: DOC_PATH, name: 'Manual.pdf', contentType: 'image/png', size: 1 },
      propertyId: 'home',
      meta: meta(),
      inUse: false,
      now: NOW,
      ...over,
    } as Parameters<typeof checkWarrantyDocument>[0]);
  const refusal = (message: string) => ({ ok: false, plan: refusedDoc(message) });

  it('accepts a fresh upload of the home with Storage’s type and size, not the claim’s', () => {
    expect(check()).toEqual({ ok: true, document: document() });
  });

  it('refuses each bad upload with its message', () => {
    expect(
      check({ claimed: { path: 'warranties/other/up1/manual.pdf', name: 'x' } as never }),
    ).toEqual(refusal(W.document));
    expect(check({ claimed: { path: 'receipts/home/x.pdf', name: 'x' } as never })).toEqual(
      refusal(W.document),
    );
    expect(check({ meta: null })).toEqual(refusal(W.documentMissing));
    expect(check({ meta: meta({ contentType: 'text/html' }) })).toEqual(refusal(W.documentType));
    expect(check({ meta: meta({ size: RECEIPT_MAX_BYTES + 1 }) })).toEqual(
      refusal(W.documentTooLarge),
    );
    expect(check({ meta: meta({ size: 0 }) })).toEqual(refusal(W.document));
    expect(
      check({ meta: meta({ updated: new Date(NOW.getTime() - DOCUMENT_ACCEPT_MAX_AGE_MS - 1) }) }),
    ).toEqual(refusal(W.documentExpired));
    expect(check({ inUse: true })).toEqual(refusal(W.documentInUse));
  });

  it('accepts at the limits', () => {
    expect(check({ meta: meta({ size: RECEIPT_MAX_BYTES }) }).ok).toBe(true);
    expect(
      check({ meta: meta({ updated: new Date(NOW.getTime() - DOCUMENT_ACCEPT_MAX_AGE_MS) }) }).ok,
    ).toBe(true);
    expect(check({ meta: meta({ updated: undefined }) }).ok).toBe(true);
  });
});

describe('planAddWarranty', () => {
  const add = (over: Partial<Parameters<typeof planAddWarranty>[0]> = {}) =>
    planAddWarranty({
      input: addInput(),
      caller: homeowner(),
      newId: 'w9',
      now: NOW,
      property: ownedProperty(),
      existing: 0,
      document: null,
      ...over,
    });

  it('creates the owner’s warranty with its computed end date', () => {
    expect(add()).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'create',
          path: 'warranties/w9',
          data: {
            propertyId: 'home',
            ownerId: 'olive',
            ...formFields,
            // The household copy for the read rule (the owner alone here).
            memberIds: ['olive'],
            addedBy: 'olive',
            addedByName: 'olive',
            document: null,
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
      ],
      result: { id: 'w9', propertyId: 'home', endDate: '2028-01-14', releasedPath: null },
    });
  });

  it('a co-owner adds a warranty to the owner’s home, named as its author', () => {
    expect(add({ caller: homeowner('cole') })).toMatchObject({
      kind: 'apply',
      writes: [{ data: { ownerId: 'olive', addedBy: 'cole', addedByName: 'Cole Ames' } }],
    });
  });

  it('an end date given: no length stored; a document and a repair of the home attached', () => {
    const plan = add({
      input: addInput({ coverage: 'end', endDate: '2030-06-30', repairId: 'r1' }),
      repair: repairRef(),
      document: accepted(),
    });
    expect(plan).toMatchObject({
      kind: 'apply',
      writes: [
        {
          data: {
            coverage: 'end',
            lengthCount: null,
            lengthUnit: null,
            endDate: '2030-06-30',
            repairId: 'r1',
            document: document(),
          },
        },
      ],
      result: { endDate: '2030-06-30' },
    });
  });

  it('refuses in order: property, owner, quota, repair, document', () => {
    expect(add({ property: null })).toEqual({
      kind: 'reject',
      code: 'not-found',
      message: M.propertyNotFound,
    });
    expect(add({ property: ownedProperty({ deleting: true }) })).toMatchObject({
      code: 'not-found',
    });
    for (const uid of NOT_PLANNERS)
      expect(add({ caller: homeowner(uid) })).toEqual({
        kind: 'reject',
        code: 'permission-denied',
        message: M.notAllowedProperty,
      });
    expect(add({ existing: WARRANTIES_PER_PROPERTY_MAX - 1 }).kind).toBe('apply');
    expect(add({ existing: WARRANTIES_PER_PROPERTY_MAX })).toEqual({
      kind: 'reject',
      code: 'resource-exhausted',
      message: W.tooMany,
    });
    const mismatch = {
      kind: 'reject',
      code: 'invalid-argument',
      message: M.repairMismatch,
      details: { field: 'repairId' },
    };
    expect(add({ input: addInput({ repairId: 'r1' }), repair: null })).toEqual(mismatch);
    expect(add({ input: addInput({ repairId: 'r1' }) })).toEqual(mismatch);
    expect(
      add({ input: addInput({ repairId: 'r1' }), repair: repairRef({ propertyId: 'other' }) }),
    ).toEqual(mismatch);
    const bad: DocumentVerdict = { ok: false, plan: refusedDoc(W.documentType) as never };
    expect(add({ document: bad })).toEqual(refusedDoc(W.documentType));
  });
});

/** The answers to a warranty that is gone, and to a caller the home's roles do not let edit. */
const warrantyNotFound = { kind: 'reject', code: 'not-found', message: W.warrantyNotFound };
const notAllowed = { kind: 'reject', code: 'permission-denied', message: W.notAllowed };

describe('planUpdateWarranty', () => {
  const update = (over: Partial<Parameters<typeof planUpdateWarranty>[0]> = {}) =>
    planUpdateWarranty({
      input: updateInput(),
      caller: homeowner(),
      now: NOW,
      warranty: stored(),
      property: ownedProperty(),
      document: null,
      ...over,
    });
  const write = (data: Record<string, unknown> = {}, by = { uid: 'olive', name: 'olive' }) => ({
    op: 'update',
    path: 'warranties/w1',
    data: { ...formFields, editedBy: { ...by, at: NOW }, updatedAt: NOW, ...data },
  });

  it('a co-owner edits it, named as its editor', () => {
    expect(update({ caller: homeowner('cole') })).toMatchObject({
      kind: 'apply',
      writes: [write({}, { uid: 'cole', name: 'Cole Ames' })],
    });
  });

  it('rewrites the form and keeps the document when none is sent', () => {
    const withDoc = stored({ document: document() });
    expect(update({ warranty: withDoc, input: updateInput({ item: 'Boiler' }) })).toEqual({
      kind: 'apply',
      writes: [write({ item: 'Boiler' })],
      result: { id: 'w1', propertyId: 'home', endDate: '2028-01-14', releasedPath: null },
    });
    // The same file sent back is a keep too.
    expect(
      update({ warranty: withDoc, input: updateInput({ document: { path: DOC_PATH } as never }) }),
    ).toMatchObject({ writes: [write()], result: { releasedPath: null } });
  });

  it('null removes the document and releases its file', () => {
    expect(
      update({
        warranty: stored({ document: document() }),
        input: updateInput({ document: null }),
      }),
    ).toEqual({
      kind: 'apply',
      writes: [write({ document: null })],
      result: { id: 'w1', propertyId: 'home', endDate: '2028-01-14', releasedPath: DOC_PATH },
    });
  });

  it('a new upload replaces the document and releases the old file', () => {
    const next = document('warranties/home/up2/new.pdf');
    expect(
      update({
        warranty: stored({ document: document() }),
        input: updateInput({ document: { path: next.path } as never }),
        document: accepted(next),
      }),
    ).toEqual({
      kind: 'apply',
      writes: [write({ document: next })],
      result: { id: 'w1', propertyId: 'home', endDate: '2028-01-14', releasedPath: DOC_PATH },
    });
  });

  it('a new upload without a verdict or refused is refused', () => {
    const input = updateInput({ document: { path: 'warranties/home/up2/new.pdf' } as never });
    // The shell always checks a new path, so this is a guard; it names no field (see report).
    expect(update({ input, document: null })).toMatchObject({
      kind: 'reject',
      code: 'invalid-argument',
      message: W.document,
    });
    const bad: DocumentVerdict = { ok: false, plan: refusedDoc(W.documentInUse) as never };
    expect(update({ input, document: bad })).toEqual(refusedDoc(W.documentInUse));
  });

  it('refuses a missing or someone else’s warranty, and a repair of another home', () => {
    expect(update({ warranty: null })).toEqual(warrantyNotFound);
    for (const uid of NOT_PLANNERS) expect(update({ caller: homeowner(uid) })).toEqual(notAllowed);
    expect(update({ property: null })).toEqual(notAllowed);
    expect(update({ property: ownedProperty({ id: 'other' }) })).toEqual(notAllowed);
    expect(update({ property: ownedProperty({ deleting: true }) })).toEqual(notAllowed);
    expect(
      update({ input: updateInput({ repairId: 'r1' }), repair: repairRef({ propertyId: 'x' }) }),
    ).toMatchObject({ code: 'invalid-argument', message: M.repairMismatch });
    expect(update({ input: updateInput({ repairId: 'r1' }), repair: repairRef() }).kind).toBe(
      'apply',
    );
  });
});

describe('planDeleteWarranty', () => {
  const remove = (over: Partial<Parameters<typeof planDeleteWarranty>[0]> = {}) =>
    planDeleteWarranty({
      caller: homeowner(),
      now: NOW,
      warranty: stored(),
      property: ownedProperty(),
      ...over,
    });

  it('deletes the home’s warranty (the owner or a co-owner) and releases its document', () => {
    for (const uid of ['olive', 'cole'])
      expect(
        remove({ caller: homeowner(uid), warranty: stored({ document: document() }) }),
      ).toEqual({
        kind: 'apply',
        writes: [{ op: 'delete', path: 'warranties/w1' }],
        result: { id: 'w1', propertyId: 'home', endDate: '2028-01-14', releasedPath: DOC_PATH },
      });
    expect(remove()).toMatchObject({ result: { releasedPath: null } });
  });

  it('refuses a missing warranty, and anyone the home’s roles do not let edit', () => {
    expect(remove({ warranty: null })).toEqual(warrantyNotFound);
    for (const uid of NOT_PLANNERS) expect(remove({ caller: homeowner(uid) })).toEqual(notAllowed);
    expect(remove({ property: null })).toEqual(notAllowed);
  });
});
