import { describe, expect, it } from 'vitest';
import { isOpenInvitation, isUnclaimedInvitation, readTransfer } from './stored-transfer';

const T0 = new Date('2026-05-01T12:00:00Z');
/** The browser's SDK hands back Timestamps, the functions' store Dates: both read alike. */
const timestamp = (date: Date) => ({ toDate: () => date });
const invitation = { status: 'sent', mails: 2, requestedAt: timestamp(T0), sentAt: T0 };

describe('readTransfer', () => {
  it('reads Timestamps and Dates alike, and an unknown state as none', () => {
    const transfer = readTransfer({
      id: 't',
      data: { state: 'weird', toUid: '', createdAt: timestamp(T0), invitation },
    });
    expect(transfer).toMatchObject({
      id: 't',
      state: null,
      createdAt: T0,
      property: { address: '', city: '', state: '', zipCode: '' },
      invitation: { status: 'sent', mails: 2, requestedAt: T0, sentAt: T0, claimedAt: null },
    });
  });

  it('says "an invitation not yet claimed" one way for every reader', () => {
    const read = (data: Record<string, unknown>) => readTransfer({ id: 't', data });
    const pending = { state: 'pending', toUid: '', invitation };
    expect(isUnclaimedInvitation(read(pending))).toBe(true);
    expect(isOpenInvitation(read(pending))).toBe(true);
    // Answered: still an unclaimed invitation, no longer open.
    expect(isUnclaimedInvitation(read({ ...pending, state: 'cancelled' }))).toBe(true);
    expect(isOpenInvitation(read({ ...pending, state: 'cancelled' }))).toBe(false);
    // Claimed, a direct offer, or an unreadable invitation: none.
    expect(isUnclaimedInvitation(read({ ...pending, toUid: 'una' }))).toBe(false);
    expect(isUnclaimedInvitation(read({ state: 'pending', toUid: '' }))).toBe(false);
    expect(isUnclaimedInvitation(read({ ...pending, invitation: { status: 'sent' } }))).toBe(false);
    expect(isOpenInvitation(null)).toBe(false);
  });
});
