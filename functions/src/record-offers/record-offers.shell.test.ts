/**
 * The record-offer callables end to end through their shells, on the contractors'
 * in-memory world: a contractor sends a service record, the homeowner accepts or declines
 * it. Tier 2 runs the same flows on the emulator.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_OFFER_MESSAGES as OM, factsVersion, recomputeStats } from '@homeledger/domain';
import { httpsFailure } from '../kit/test-support';
import { auth, recordForm, world } from '../contractors/contractors.shell-world';

describe('records sent to homeowners', () => {
  const sendData = (serviceRecordId: string) => ({
    serviceRecordId,
    homeownerEmail: 'ann@home.example',
    address: '1428 elm st.',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    serviceType: 'Plumbing',
  });

  it('send → accept: a validated contractor repair in the property history, stats in step', async () => {
    const w = world();
    const { id } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    const { offerId } = await w.call.send({ auth: auth('carl'), data: sendData(id) });
    expect(w.doc(`recordOffers/${offerId}`)).toMatchObject({
      serviceRecordId: id,
      contractorUid: 'carl',
      contractorName: 'Carl Plumbing Co',
      homeownerUid: 'ann',
      homeownerEmail: 'ann@home.example',
      propertyId: 'p1',
      state: 'pending',
      costCents: 150000,
    });
    expect(w.doc(`serviceRecords/${id}`)?.['offer']).toMatchObject({ state: 'sent', offerId });

    const dup = await httpsFailure(w.call.send({ auth: auth('carl'), data: sendData(id) }));
    expect(dup.message).toBe(OM.alreadyPending);

    const stranger = await httpsFailure(
      w.call.answerOffer({ auth: auth('bob'), data: { offerId, answer: 'accept' } }),
    );
    expect([stranger.code, stranger.message]).toEqual(['not-found', OM.offerNotFound]);

    const result = await w.call.answerOffer({
      auth: auth('ann'),
      data: { offerId, answer: 'accept' },
    });
    expect(result.state).toBe('accepted');
    const repair = w.doc(`repairs/${result.repairId}`);
    expect(repair).toMatchObject({
      source: 'contractor',
      status: 'completed',
      addedBy: 'ann',
      contractorName: 'Carl Plumbing Co',
      isContractorValidated: true,
      validation: { state: 'validated', contractorUid: 'carl', contractorName: 'Carl Plumbing Co' },
      viewerIds: ['ann', 'rita'],
      costCents: 150000,
    });
    expect(w.doc('properties/p1')).toMatchObject(
      recomputeStats([{ date: '2026-03-05', costCents: 150000 }]),
    );
    expect(w.doc(`recordOffers/${offerId}`)).toMatchObject({
      state: 'accepted',
      repairId: result.repairId,
    });
    expect(w.doc(`serviceRecords/${id}`)?.['offer']).toMatchObject({ state: 'accepted' });
  });

  it('no account, not a homeowner and no such address: one answer', async () => {
    const w = world();
    const { id } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    const answers = new Set<string>();
    for (const patch of [
      { homeownerEmail: 'nobody@nowhere.example' },
      { homeownerEmail: 'rita@realty.example' },
      { homeownerEmail: 'bob@home.example' },
      { address: '1430 Elm Street' },
      { zipCode: '62705' },
    ]) {
      const error = await httpsFailure(
        w.call.send({ auth: auth('carl'), data: { ...sendData(id), ...patch } }),
      );
      answers.add(`${error.code}|${error.message}`);
    }
    expect(answers).toEqual(new Set([`not-found|${OM.propertyNotFound}`]));
    expect(w.doc(`serviceRecords/${id}`)?.['offer']).toBeNull();
  });

  it("another contractor's record: not found before any lookup", async () => {
    const w = world();
    const { id } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    const error = await httpsFailure(w.call.send({ auth: auth('cora'), data: sendData(id) }));
    expect([error.code, error.message]).toEqual(['not-found', OM.recordNotFound]);
    expect(w.accounts.lookups).toBe(0);
  });

  it('decline; editing refreshes a pending offer and deleting withdraws it', async () => {
    const w = world();
    const { id } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    const first = await w.call.send({ auth: auth('carl'), data: sendData(id) });
    expect(
      await w.call.answerOffer({
        auth: auth('ann'),
        data: { offerId: first.offerId, answer: 'decline' },
      }),
    ).toEqual({ state: 'declined' });
    expect(w.doc('properties/p1')).toMatchObject({ repairCount: 0 });

    const second = await w.call.send({ auth: auth('carl'), data: sendData(id) });
    await w.call.updateRecord({
      auth: auth('carl'),
      data: { ...recordForm, id, amount: '1600', description: 'Water heater, 50 gal' },
    });
    expect(w.doc(`recordOffers/${second.offerId}`)).toMatchObject({
      costCents: 160000,
      description: 'Water heater, 50 gal',
      state: 'pending',
    });
    expect(w.doc(`recordOffers/${first.offerId}`)).toMatchObject({
      costCents: 150000,
      state: 'declined',
    });
    await w.call.deleteRecord({ auth: auth('carl'), data: { id } });
    expect(w.doc(`recordOffers/${second.offerId}`)).toBeUndefined();
    const gone = await httpsFailure(
      w.call.answerOffer({
        auth: auth('ann'),
        data: { offerId: second.offerId, answer: 'accept' },
      }),
    );
    expect(gone.code).toBe('not-found');
  });

  it('an answer to an offer the contractor changed after the screen showed it is refused', async () => {
    const w = world();
    const { id } = await w.call.addRecord({ auth: auth('carl'), data: recordForm });
    const { offerId } = await w.call.send({ auth: auth('carl'), data: sendData(id) });
    const seen = await factsVersion(w.doc(`recordOffers/${offerId}`) ?? {});
    await w.call.updateRecord({ auth: auth('carl'), data: { ...recordForm, id, amount: '9000' } });
    const stale = await httpsFailure(
      w.call.answerOffer({ auth: auth('ann'), data: { offerId, answer: 'accept', version: seen } }),
    );
    expect([stale.code, stale.message]).toEqual(['failed-precondition', OM.changedWhileLooking]);
    expect(w.doc(`recordOffers/${offerId}`)).toMatchObject({ state: 'pending' });
    expect(w.doc('properties/p1')).toMatchObject({ repairCount: 0 });
  });
});
