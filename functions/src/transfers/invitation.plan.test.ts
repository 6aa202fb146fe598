import { describe, expect, it } from 'vitest';
import {
  INVITATION_MAX_MAILS,
  INVITATION_RESEND_MINUTES,
  TRANSFER_MESSAGES as M,
} from '@homeledger/domain';
import type { Caller } from '../kit/callable';
import {
  isOpenInvitation,
  planClaimInvitations,
  planInvitationOutcome,
  planResendInvitation,
} from './invitation.plan';
import { planStartTransfer, type StoredTransfer, type TransferProperty } from './transfer.plan';
import { OAK_LANE_ADDRESS, callerOf, homeowner, accountOf } from '../kit/test-support';

const T0 = new Date('2026-05-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const OLIVE = homeowner('olive');

const invited = (over: Partial<StoredTransfer> = {}): StoredTransfer => ({
  id: 'tr1',
  propertyId: 'home',
  property: OAK_LANE_ADDRESS,
  fromUid: 'olive',
  fromName: 'Olive Owner',
  toUid: '',
  toEmail: 'una@home.example',
  toName: '',
  state: 'pending',
  createdAt: T0,
  answeredAt: null,
  transferredAt: null,
  invitation: { status: 'sent', mails: 1, requestedAt: T0, sentAt: T0, claimedAt: null },
  ...over,
});

describe('planStartTransfer to an email without a trusted homeowner account', () => {
  const property: TransferProperty = {
    id: 'home',
    ownerId: 'olive',
    deleting: false,
    addressKey: 'k',
    viewerIds: ['olive'],
    members: [],
    verificationStatus: 'verified',
    pendingTransferId: null,
    data: { address: '12 Oak Lane' },
  };
  const base = {
    property,
    caller: OLIVE,
    fromName: 'Olive Owner',
    toName: '',
    pending: null,
    newId: 'tr1',
    now: T0,
  };

  it('records the invitation as "sending" for the normalised email, nobody’s yet', () => {
    for (const account of [null, accountOf('una', { name: 'Una', emailVerified: false })]) {
      const plan = planStartTransfer({ ...base, email: ' Una@Home.Example ', account });
      expect(plan).toMatchObject({
        kind: 'apply',
        result: { transferId: 'tr1', toName: 'una@home.example', invited: true },
      });
      if (plan.kind !== 'apply') return;
      expect(plan.writes[0]).toMatchObject({
        op: 'create',
        path: 'transfers/tr1',
        data: {
          toUid: '',
          toName: '',
          toEmail: 'una@home.example',
          invitation: { status: 'sending', mails: 1, requestedAt: T0, sentAt: null },
        },
      });
    }
  });

  it('still refuses yourself and a second pending transfer before inviting', () => {
    expect(
      planStartTransfer({ ...base, email: 'olive@home.example', account: null }),
    ).toMatchObject({ kind: 'reject', message: M.toSelf });
    expect(
      planStartTransfer({
        ...base,
        email: 'una@home.example',
        account: null,
        pending: invited(),
      }),
    ).toMatchObject({ kind: 'reject', message: M.alreadyPending });
  });
});

describe('planResendInvitation', () => {
  const later = at(INVITATION_RESEND_MINUTES);

  it('raises the mail number and records "sending" before the mail', () => {
    const plan = planResendInvitation({ transfer: invited(), caller: OLIVE, now: later });
    expect(plan).toEqual({
      kind: 'apply',
      result: { transferId: 'tr1', mail: 2 },
      writes: [
        {
          op: 'update',
          path: 'transfers/tr1',
          data: {
            invitation: {
              status: 'sending',
              mails: 2,
              requestedAt: later,
              sentAt: null,
              claimedAt: null,
            },
          },
        },
        {
          op: 'set',
          path: 'sentTransfers/tr1',
          data: expect.objectContaining({
            state: 'pending',
            invitation: { status: 'sending', mails: 2, requestedAt: later, sentAt: null },
          }),
        },
      ],
    });
  });

  it('resends a claimed offer and one to an account alike: the sender is not told (#33)', () => {
    const plain = planResendInvitation({ transfer: invited(), caller: OLIVE, now: later });
    const claimed = planResendInvitation({
      transfer: invited({
        toUid: 'una',
        toName: 'Una',
        invitation: { status: 'sent', mails: 1, requestedAt: T0, sentAt: T0, claimedAt: at(1) },
      }),
      caller: OLIVE,
      now: later,
    });
    expect(claimed.kind).toBe('apply');
    const copyOf = (plan: typeof plain) =>
      plan.kind === 'apply' ? plan.writes.find((w) => w.path === 'sentTransfers/tr1') : null;
    expect(copyOf(claimed)).toEqual(copyOf(plain));
    expect(copyOf(plain)).toBeTruthy();
  });

  it.each<[string, StoredTransfer | null, Caller, Date, string]>([
    ['a missing transfer', null, OLIVE, later, M.transferNotFound],
    ['someone else’s', invited(), homeowner('nick'), later, M.transferNotFound],
    ['an answered one', invited({ state: 'cancelled' }), OLIVE, later, M.notPending],
    [
      'a direct offer',
      invited({ toUid: 'nick', invitation: null }),
      OLIVE,
      later,
      M.notAnInvitation,
    ],
    ['too soon', invited(), OLIVE, at(INVITATION_RESEND_MINUTES - 1), M.resendTooSoon],
    [
      'past the last mail',
      invited({
        invitation: {
          status: 'sent',
          mails: INVITATION_MAX_MAILS,
          requestedAt: T0,
          sentAt: T0,
          claimedAt: null,
        },
      }),
      OLIVE,
      at(600),
      M.resendLimit,
    ],
  ])('refuses %s', (_, transfer, who, now, message) => {
    expect(planResendInvitation({ transfer, caller: who, now })).toMatchObject({
      kind: 'reject',
      message,
    });
  });
});

describe('planInvitationOutcome', () => {
  const sending = invited({
    invitation: { status: 'sending', mails: 2, requestedAt: T0, sentAt: null, claimedAt: null },
  });

  it('records the outcome of the latest mail only', () => {
    expect(
      planInvitationOutcome({ transfer: sending, mail: 2, status: 'sent', now: at(1) }),
    ).toEqual([
      {
        op: 'update',
        path: 'transfers/tr1',
        data: {
          invitation: {
            status: 'sent',
            mails: 2,
            requestedAt: T0,
            sentAt: at(1),
            claimedAt: null,
          },
        },
      },
      {
        op: 'set',
        path: 'sentTransfers/tr1',
        data: expect.objectContaining({
          invitation: { status: 'sent', mails: 2, requestedAt: T0, sentAt: at(1) },
        }),
      },
    ]);
    // An earlier mail's late answer, or a second answer, changes nothing.
    expect(
      planInvitationOutcome({ transfer: sending, mail: 1, status: 'failed', now: at(1) }),
    ).toEqual([]);
    expect(
      planInvitationOutcome({ transfer: invited(), mail: 1, status: 'failed', now: at(1) }),
    ).toEqual([]);
    expect(planInvitationOutcome({ transfer: null, mail: 1, status: 'sent', now: at(1) })).toEqual(
      [],
    );
  });
});

describe('planClaimInvitations', () => {
  const una = callerOf('una', { email: 'UNA@home.example' });

  it('takes the caller’s open invitations, whatever the email’s case', () => {
    const plan = planClaimInvitations({
      transfers: [
        invited(),
        invited({ id: 'tr2', state: 'cancelled' }),
        invited({ id: 'tr3', toUid: 'someone' }),
        invited({ id: 'tr4', toEmail: 'other@home.example' }),
        invited({ id: 'tr5', fromUid: 'una' }),
        null,
      ],
      caller: una,
      name: 'Una Newowner',
      now: at(5),
    });
    expect(plan).toMatchObject({ kind: 'apply', result: { claimed: ['tr1'] } });
    if (plan.kind !== 'apply') return;
    expect(plan.writes).toEqual([
      {
        op: 'update',
        path: 'transfers/tr1',
        data: {
          toUid: 'una',
          toName: 'Una Newowner',
          invitation: { status: 'sent', mails: 1, requestedAt: T0, sentAt: T0, claimedAt: at(5) },
        },
      },
    ]);
  });

  it('claims nothing for an unverified email', () => {
    expect(
      planClaimInvitations({
        transfers: [invited()],
        caller: callerOf('una', { emailVerified: false }),
        name: '',
        now: T0,
      }),
    ).toEqual({ kind: 'apply', writes: [], result: { claimed: [] } });
  });

  it('knows an open invitation', () => {
    expect(isOpenInvitation(invited())).toBe(true);
    expect(isOpenInvitation(invited({ invitation: null }))).toBe(false);
    expect(isOpenInvitation(null)).toBe(false);
  });
});
