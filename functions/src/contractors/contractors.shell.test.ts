/**
 * The contractor callables end to end through their shells, on the in-memory store:
 * service records and validation (with the repair callables keeping a pending request in
 * step); records sent to homeowners are in ../record-offers. Tier 2 runs the same flows on
 * the emulator.
 */
import { describe, expect, it } from 'vitest';
import {
  SERVICE_RECORD_MESSAGES as SM,
  VALIDATION_MESSAGES as VM,
  factsVersion,
} from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { memoryAccounts } from '../kit/ports';
import { httpsFailure } from '../kit/test-support';
import { answerValidationSpec } from './answer-validation';
import {
  ACCOUNTS,
  NOW,
  PEOPLE,
  auth,
  recordForm,
  withRepair,
  world,
} from './contractors.shell-world';
import { requestValidationSpec } from './request-validation';

describe('service records', () => {
  it('a contractor adds, edits and deletes their own manual record', async () => {
    const w = world();
    const { id } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    expect(w.doc(`serviceRecords/${id}`)).toEqual({
      contractorUid: 'carl',
      date: '2026-03-05',
      client: 'Ann Owner',
      description: 'Replaced the water heater',
      amountCents: 150000,
      balanceCents: 25000,
      status: 'completed',
      source: { kind: 'manual' },
      offer: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
    await w.call.updateRecord({
      auth: auth('carl'),
      data: { ...recordForm, id, balance: '', status: 'pending' },
    });
    expect(w.doc(`serviceRecords/${id}`)).toMatchObject({ balanceCents: 0, status: 'pending' });
    expect(await w.call.deleteRecord({ auth: auth('carl'), data: { id } })).toEqual({ id });
    expect(w.doc(`serviceRecords/${id}`)).toBeUndefined();
  });

  it('another contractor gets "not found" and nothing changes', async () => {
    const w = world();
    const { id } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    const before = w.store.writeCount;
    for (const attempt of [
      w.call.updateRecord({ auth: auth('cora'), data: { ...recordForm, id } }),
      w.call.deleteRecord({ auth: auth('cora'), data: { id } }),
    ]) {
      const error = await httpsFailure(attempt);
      expect([error.code, error.message]).toEqual(['not-found', SM.recordNotFound]);
    }
    expect(w.store.writeCount).toBe(before);
  });

  it('homeowners and realtors are refused; signed out is "No authenticated user found"', async () => {
    const w = world();
    for (const who of ['ann', 'rita'] as const) {
      const error = await httpsFailure(w.call.addRecord({ auth: auth(who), data: recordForm }));
      expect([error.code, error.message]).toEqual(['permission-denied', SM.contractorsOnly]);
    }
    const signedOut = await httpsFailure(w.call.addRecord({ data: recordForm }));
    expect([signedOut.code, signedOut.message]).toEqual(['unauthenticated', SM.signedOut]);
    expect(w.store.writeCount).toBe(0);
  });

  it('bad input names its field', async () => {
    const w = world();
    const error = await httpsFailure(
      w.call.addRecord({ auth: auth('carl'), data: { ...recordForm, balance: '2000' } }),
    );
    expect([error.code, error.message, error.details]).toEqual([
      'invalid-argument',
      SM.balanceTooHigh,
      { field: 'balance' },
    ]);
  });

  it('an imported record is read-only here', async () => {
    const w = world();
    w.store.seed({
      'serviceRecords/qb1': {
        contractorUid: 'carl',
        ...recordForm,
        amountCents: 100,
        balanceCents: 0,
        source: { kind: 'quickbooks', realmId: 'realm', invoiceId: '7', docNumber: '1007' },
      },
    });
    const error = await httpsFailure(
      w.call.updateRecord({ auth: auth('carl'), data: { ...recordForm, id: 'qb1' } }),
    );
    expect([error.code, error.message]).toEqual(['failed-precondition', SM.importedReadOnly]);
  });

  it('a retried addServiceRecord (same requestId) creates one record', async () => {
    const w = world();
    const data = { ...recordForm, requestId: 'record-retry-0123456789' };
    const first = await w.call.addRecord({ auth: auth('carl'), data });
    await expect(w.call.addRecord({ auth: auth('carl'), data })).resolves.toEqual(first);
    const records = Object.keys(w.store.snapshot()).filter((p) => p.startsWith('serviceRecords/'));
    expect(records).toEqual([`serviceRecords/${first.id}`]);
  });
});

describe('validation: owner asks, contractor answers', () => {
  it('request → the contractor sees only the request → validate → the repair is validated', async () => {
    const w = await withRepair();
    const result = await w.call.request({
      auth: auth('ann'),
      data: { repairId: w.repairId, contractorEmail: ' CARL@pro.example ' },
    });
    expect(result).toEqual({ state: 'requested', contractorName: 'Carl Plumbing Co' });
    const request = w.doc(`validationRequests/${w.repairId}`);
    // The contract's fields and nothing more of the homeowner's data.
    expect(Object.keys(request ?? {}).sort()).toEqual(
      [
        'repairId',
        'propertyId',
        'ownerId',
        'ownerName',
        'contractorUid',
        'contractorEmail',
        'contractorName',
        'property',
        'serviceType',
        'date',
        'description',
        'costCents',
        'state',
        'requestedAt',
        'answeredAt',
      ].sort(),
    );
    expect(request).toMatchObject({
      ownerName: 'Ann Owner',
      contractorUid: 'carl',
      contractorEmail: 'carl@pro.example',
      property: { address: '1428 Elm Street', city: 'Springfield', state: 'IL', zipCode: '62704' },
      serviceType: 'Plumbing',
      date: '2026-03-05',
      description: 'Fixed the leak',
      costCents: 12550,
      state: 'pending',
      requestedAt: NOW,
    });
    expect(w.doc(`repairs/${w.repairId}`)).toMatchObject({
      validation: { state: 'requested', contractorUid: 'carl' },
      isContractorValidated: false,
    });

    const other = await httpsFailure(
      w.call.answer({ auth: auth('cora'), data: { repairId: w.repairId, answer: 'validate' } }),
    );
    expect([other.code, other.message]).toEqual(['not-found', VM.requestNotFound]);

    expect(
      await w.call.answer({
        auth: auth('carl'),
        data: { repairId: w.repairId, answer: 'validate' },
      }),
    ).toEqual({ state: 'validated' });
    expect(w.doc(`repairs/${w.repairId}`)).toMatchObject({
      validation: { state: 'validated', contractorUid: 'carl', contractorName: 'Carl Plumbing Co' },
      isContractorValidated: true,
    });
    expect(w.doc(`validationRequests/${w.repairId}`)).toMatchObject({
      state: 'validated',
      answeredAt: NOW,
    });

    const again = await httpsFailure(
      w.call.answer({ auth: auth('carl'), data: { repairId: w.repairId, answer: 'decline' } }),
    );
    expect([again.code, again.message]).toEqual(['failed-precondition', VM.alreadyAnswered]);
  });

  it('"no account" and "not a contractor" get one answer; only the owner reaches the lookup', async () => {
    const w = await withRepair();
    const answers = [];
    for (const email of ['nobody@nowhere.example', 'bob@home.example', 'rita@realty.example']) {
      const error = await httpsFailure(
        w.call.request({
          auth: auth('ann'),
          data: { repairId: w.repairId, contractorEmail: email },
        }),
      );
      answers.push([error.code, error.message]);
    }
    expect(new Set(answers.map((a) => a.join('|')))).toEqual(
      new Set([`not-found|${VM.contractorNotFound}`]),
    );
    const lookups = w.accounts.lookups;
    const stranger = await httpsFailure(
      w.call.request({
        auth: auth('bob'),
        data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
      }),
    );
    expect([stranger.code, stranger.message]).toEqual(['not-found', VM.repairNotFound]);
    expect(w.accounts.lookups).toBe(lookups);
    const self = await httpsFailure(
      w.call.request({
        auth: auth('ann'),
        data: { repairId: w.repairId, contractorEmail: 'ann@home.example' },
      }),
    );
    expect(self.message).toBe(VM.validateSelf);
    const contractor = await httpsFailure(
      w.call.request({
        auth: auth('carl'),
        data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
      }),
    );
    expect(contractor.code).toBe('permission-denied');
  });

  it('cancel: back to none, the request gone; the contractor can no longer answer', async () => {
    const w = await withRepair();
    await w.call.request({
      auth: auth('ann'),
      data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
    });
    expect(await w.call.cancel({ auth: auth('ann'), data: { repairId: w.repairId } })).toEqual({
      state: 'none',
    });
    expect(w.doc(`validationRequests/${w.repairId}`)).toBeUndefined();
    expect(w.doc(`repairs/${w.repairId}`)?.['validation']).toEqual({ state: 'none' });
    const late = await httpsFailure(
      w.call.answer({ auth: auth('carl'), data: { repairId: w.repairId, answer: 'validate' } }),
    );
    expect(late.code).toBe('not-found');
    const twice = await httpsFailure(
      w.call.cancel({ auth: auth('ann'), data: { repairId: w.repairId } }),
    );
    expect(twice.message).toBe(VM.noPendingRequest);
  });

  it('an edit while pending refreshes the request; an edit of a validated repair clears it', async () => {
    const w = await withRepair();
    await w.call.request({
      auth: auth('ann'),
      data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
    });
    const edit = {
      repairId: w.repairId,
      serviceType: 'hvac',
      otherServiceType: '',
      date: '2026-03-07',
      cost: '200',
      contractorName: 'Carl',
      description: 'Fixed the leak and the boiler',
      status: 'completed',
    };
    await w.call.updateRepair({ auth: auth('ann'), data: edit });
    expect(w.doc(`validationRequests/${w.repairId}`)).toMatchObject({
      state: 'pending',
      serviceType: 'HVAC',
      date: '2026-03-07',
      description: 'Fixed the leak and the boiler',
      costCents: 20000,
    });
    expect(w.doc(`repairs/${w.repairId}`)?.['validation']).toMatchObject({ state: 'requested' });

    await w.call.answer({ auth: auth('carl'), data: { repairId: w.repairId, answer: 'validate' } });
    // Saved unchanged: the validation stands.
    await w.call.updateRepair({ auth: auth('ann'), data: edit });
    expect(w.doc(`repairs/${w.repairId}`)).toMatchObject({ isContractorValidated: true });
    // The status is shown beside the mark too: the contractor vouched for the old facts only.
    await w.call.updateRepair({ auth: auth('ann'), data: { ...edit, status: 'in-progress' } });
    expect(w.doc(`repairs/${w.repairId}`)).toMatchObject({
      validation: { state: 'none' },
      isContractorValidated: false,
    });
    expect(w.doc(`validationRequests/${w.repairId}`)).toBeUndefined();
  });

  it('an answer to facts the owner changed after the screen showed them is refused', async () => {
    const w = await withRepair();
    await w.call.request({
      auth: auth('ann'),
      data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
    });
    // What the contractor's screen shows now.
    const seen = await factsVersion(w.doc(`validationRequests/${w.repairId}`) ?? {});
    await w.call.updateRepair({
      auth: auth('ann'),
      data: {
        repairId: w.repairId,
        serviceType: 'plumbing',
        date: '2026-03-05',
        cost: '9999',
        contractorName: 'Carl',
        description: 'Fixed the leak',
        status: 'completed',
      },
    });
    const stale = await httpsFailure(
      w.call.answer({
        auth: auth('carl'),
        data: { repairId: w.repairId, answer: 'validate', version: seen },
      }),
    );
    expect([stale.code, stale.message]).toEqual(['failed-precondition', VM.changedWhileLooking]);
    expect(w.doc(`repairs/${w.repairId}`)).toMatchObject({
      validation: { state: 'requested' },
      isContractorValidated: false,
    });
    // Looking again (the new version) works.
    await expect(
      w.call.answer({ auth: auth('carl'), data: { repairId: w.repairId, answer: 'validate' } }),
    ).resolves.toEqual({ state: 'validated' });
  });

  it('an unverified contractor can neither be asked nor answer', async () => {
    const w = await withRepair();
    const unverified = memoryAccounts(
      ACCOUNTS.map((a) => (a.uid === 'carl' ? { ...a, emailVerified: false } : a)),
    );
    const ports = {
      store: w.store,
      accounts: unverified,
      newId: () => 'x',
      log: { error: () => undefined },
    };
    const request = callableShell(requestValidationSpec, ports, undefined, { now: () => NOW });
    const asked = await httpsFailure(
      request({
        auth: auth('ann'),
        data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
      }),
    );
    expect([asked.code, asked.message]).toEqual(['not-found', VM.contractorNotFound]);
    const answer = callableShell(answerValidationSpec, ports, undefined, { now: () => NOW });
    const refused = await httpsFailure(
      answer({
        auth: { uid: 'carl', token: { ...PEOPLE.carl, email_verified: false } },
        data: { repairId: w.repairId, answer: 'validate', version: 'x'.repeat(43) },
      }),
    );
    expect([refused.code, refused.message]).toEqual(['permission-denied', VM.verifyEmailFirst]);
  });

  it('deleting the repair deletes its request', async () => {
    const w = await withRepair();
    await w.call.request({
      auth: auth('ann'),
      data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
    });
    await w.call.deleteRepair({ auth: auth('ann'), data: { repairId: w.repairId } });
    expect(w.doc(`validationRequests/${w.repairId}`)).toBeUndefined();
    const late = await httpsFailure(
      w.call.answer({ auth: auth('carl'), data: { repairId: w.repairId, answer: 'validate' } }),
    );
    expect(late.code).toBe('not-found');
  });
});

describe('deleting a property', () => {
  it('removes its validation requests and declines the offers still waiting for its owner', async () => {
    const w = await withRepair();
    await w.call.request({
      auth: auth('ann'),
      data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
    });
    const { id: recordId } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    const { offerId } = await w.call.send({
      auth: auth('carl'),
      data: {
        serviceRecordId: recordId,
        homeownerEmail: 'ann@home.example',
        address: '1428 Elm Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62704',
        serviceType: 'Plumbing',
      },
    });

    await w.call.deleteProperty({ auth: auth('ann'), data: { propertyId: 'p1' } });

    expect(w.doc('properties/p1')).toBeUndefined();
    expect(w.doc(`repairs/${w.repairId}`)).toBeUndefined();
    expect(w.doc(`validationRequests/${w.repairId}`)).toBeUndefined();
    expect(w.doc(`recordOffers/${offerId}`)).toMatchObject({ state: 'declined' });
    expect(w.doc(`serviceRecords/${recordId}`)?.['offer']).toMatchObject({
      state: 'declined',
      offerId,
    });
    // The contractor can neither answer the request nor see the offer accepted later.
    const late = await httpsFailure(
      w.call.answer({ auth: auth('carl'), data: { repairId: w.repairId, answer: 'validate' } }),
    );
    expect(late.code).toBe('not-found');
    const accept = await httpsFailure(
      w.call.answerOffer({ auth: auth('ann'), data: { offerId, answer: 'accept' } }),
    );
    expect(accept.code).toBe('failed-precondition');
  });
});
