/**
 * Contractor business verification (#33 item 5) through the shells, on the in-memory
 * store: a licence goes to the review queue; a Validated mark says "business not
 * verified" until a reviewer verified the business, and only then the stronger mark.
 */
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_VERIFICATION_MESSAGES as BM,
  VALIDATED_MARK,
  repairValidatedBy,
} from '@homeledger/domain';
import { httpsFailure } from '../kit/test-support';
import { NOW, auth, withRepair, world } from './contractors.shell-world';

const licence = { licenceNumber: ' cgc 1521234 ', licenceState: 'fl' };

describe('submitBusinessLicence', () => {
  it('puts the licence in the review queue and the business in "pending"', async () => {
    const w = world();
    expect(await w.call.submitLicence({ auth: auth('carl'), data: licence })).toEqual({
      businessVerification: 'pending',
    });
    expect(w.doc('profiles/carl')).toMatchObject({
      licenceNumber: 'CGC 1521234',
      licenceState: 'FL',
      businessVerification: 'pending',
    });
    expect(w.doc('businessReviews/carl')).toEqual({
      uid: 'carl',
      email: 'carl@pro.example',
      name: 'Carl',
      businessName: 'Carl Plumbing Co',
      licenceNumber: 'CGC 1521234',
      licenceState: 'FL',
      state: 'pending',
      submittedAt: NOW,
      decidedAt: null,
    });
    // The same licence again: no second entry, nothing written.
    const before = w.store.writeCount;
    await w.call.submitLicence({ auth: auth('carl'), data: licence });
    expect(w.store.writeCount).toBe(before);
  });

  it('a new number after a verification goes back to review; the same number is refused', async () => {
    const w = world();
    await w.call.submitLicence({ auth: auth('carl'), data: licence });
    await w.store.commit([
      { op: 'update', path: 'profiles/carl', data: { businessVerification: 'verified' } },
    ]);
    const same = await httpsFailure(w.call.submitLicence({ auth: auth('carl'), data: licence }));
    expect([same.code, same.message]).toEqual(['already-exists', BM.alreadyVerified]);
    await w.call.submitLicence({
      auth: auth('carl'),
      data: { licenceNumber: '1034567', licenceState: 'CA' },
    });
    expect(w.doc('profiles/carl')).toMatchObject({ businessVerification: 'pending' });
  });

  it('homeowners and realtors are refused; a malformed number names its field', async () => {
    const w = world();
    for (const who of ['ann', 'rita'] as const) {
      const error = await httpsFailure(w.call.submitLicence({ auth: auth(who), data: licence }));
      expect([error.code, error.message]).toEqual(['permission-denied', BM.contractorsOnly]);
    }
    for (const licenceNumber of ['N/A', 'Carl Plumbing', '12', '1--234', 'A'.repeat(21) + '123']) {
      const error = await httpsFailure(
        w.call.submitLicence({ auth: auth('carl'), data: { licenceNumber, licenceState: 'FL' } }),
      );
      expect([error.code, error.message]).toEqual(['invalid-argument', BM.licenceNumber]);
    }
    expect(w.store.writeCount).toBe(0);
  });
});

describe('the Validated mark says what was checked', () => {
  async function validate(businessVerification?: string) {
    const w = await withRepair();
    if (businessVerification)
      await w.store.commit([
        { op: 'update', path: 'profiles/carl', data: { businessVerification } },
      ]);
    await w.call.request({
      auth: auth('ann'),
      data: { repairId: w.repairId, contractorEmail: 'carl@pro.example' },
    });
    await w.call.answer({ auth: auth('carl'), data: { repairId: w.repairId, answer: 'validate' } });
    return repairValidatedBy(w.doc(`repairs/${w.repairId}`) ?? {});
  }

  it('an unverified, pending or rejected business: "email verified, business not verified"', async () => {
    for (const state of [undefined, 'unverified', 'pending', 'rejected'])
      expect(await validate(state)).toBe(
        `Validated by Carl Plumbing Co (${VALIDATED_MARK.businessNotVerified})`,
      );
  });

  it('a verified business: the stronger mark', async () => {
    expect(await validate('verified')).toBe(
      `Validated by Carl Plumbing Co (${VALIDATED_MARK.businessVerified})`,
    );
  });
});
