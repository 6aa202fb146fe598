/**
 * The household callables' fuzz entries (fuzz-registry.ts spreads them in): the fuzz user
 * owns a home with a co-owner and a pending invitation, is invited to another home, and has
 * an invitation waiting for their email, so near-valid payloads reach every decision; a
 * "write" is a stored document, an Auth lookup or a mail. The owner of the other home asks
 * the fuzz user (its co-owner there) to agree to a transfer; the fuzz user's own home waits
 * for its co-owner's answer to a delete (answerConsent, cancelConsent). It is a delegate of a
 * third home, whose open logHomeOpen logs.
 */
import { INVITE_MEMBER_FIELDS } from '@homeledger/domain';
import type { MailMessage } from '../kit/mail/mail';
import { fuzzWorld, type FuzzEntry } from '../kit/fuzz';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts } from '../kit/ports';
import { MEMBER_CALLABLES as memberSpecs } from './household-callables';
import { answerConsentSpec, cancelConsentSpec } from './consent-callables';
import { logHomeOpenSpec } from './home-opens';
import { setHomeRemindersSpec } from './home-reminders';
import { accountOf } from '../kit/test-support';

function householdPorts() {
  const member = { name: 'C', email: 'co@example.com', since: new Date(0), invitedBy: 'fuzz-user' };
  const store = new MemoryStore({
    'properties/fuzzProperty': {
      ownerId: 'fuzz-user',
      viewerIds: ['fuzz-user', 'co'],
      memberIds: ['fuzz-user', 'co'],
      members: { co: { ...member, role: 'co-owner' } },
      consent: {
        action: 'delete',
        by: 'fuzz-user',
        byName: 'F',
        byEmail: 'fuzz@example.com',
        at: new Date(0),
        asked: ['co'],
        answers: {},
        state: 'asking',
      },
    },
    'properties/theirs': {
      ownerId: 'other',
      viewerIds: ['other', 'fuzz-user'],
      memberIds: ['other', 'fuzz-user'],
      members: { 'fuzz-user': { ...member, role: 'co-owner', invitedBy: 'other' } },
      consent: {
        action: 'transfer',
        by: 'other',
        byName: 'O',
        byEmail: 'other@example.com',
        at: new Date(0),
        asked: ['fuzz-user'],
        answers: {},
        state: 'asking',
        email: 'hank@example.com',
      },
    },
    'properties/third': { ownerId: 'other', viewerIds: ['other'] },
    // The fuzz user is a delegate here: logHomeOpen writes its open.
    'properties/granted': {
      ownerId: 'other',
      viewerIds: ['other', 'fuzz-user'],
      memberIds: ['other', 'fuzz-user'],
      members: {
        'fuzz-user': {
          ...member,
          role: 'delegate',
          invitedBy: 'other',
          grant: { until: '2099-12-31', report: false },
        },
      },
    },
    'repairs/fuzzRepair': { propertyId: 'fuzzProperty', viewerIds: ['fuzz-user', 'co'] },
    'memberInvitations/fuzzOut': {
      propertyId: 'fuzzProperty',
      fromUid: 'fuzz-user',
      toUid: 'other',
      toEmail: 'other@example.com',
      role: 'viewer',
      state: 'pending',
    },
    'memberInvitations/fuzzIn': {
      propertyId: 'third',
      fromUid: 'other',
      toUid: 'fuzz-user',
      toEmail: 'fuzz@example.com',
      role: 'viewer',
      state: 'pending',
    },
    'memberInvitations/fuzzInvited': {
      propertyId: 'third',
      fromUid: 'other',
      toUid: '',
      toEmail: 'fuzz@example.com',
      role: 'viewer',
      state: 'pending',
    },
  });
  const accounts = memoryAccounts([accountOf('hank', { email: 'hank@example.com', name: 'H' })]);
  const sent: MailMessage[] = [];
  return {
    store,
    accounts,
    newId: () => 'fuzzNew',
    files: new MemoryFiles(),
    mail: { send: async (message: MailMessage) => void sent.push(message) },
    sent,
    appUrl: 'https://homeledger.app',
    log: { error: () => undefined, info: () => undefined },
  };
}
const writes = (p: ReturnType<typeof householdPorts>) =>
  p.store.writeCount + p.accounts.lookups + p.sent.length;

const entry = fuzzWorld(householdPorts, writes);

export const householdFuzzEntries: readonly FuzzEntry[] = [
  entry(memberSpecs.inviteMember, [...INVITE_MEMBER_FIELDS], {
    propertyId: 'fuzzProperty',
    email: 'hank@example.com',
    role: 'viewer',
  }),
  entry(memberSpecs.claimMemberInvitations, ['unexpected'], {}),
  entry(memberSpecs.withdrawMemberInvitation, ['invitationId'], { invitationId: 'fuzzOut' }),
  entry(memberSpecs.acceptMemberInvitation, ['invitationId'], { invitationId: 'fuzzIn' }),
  entry(memberSpecs.declineMemberInvitation, ['invitationId'], { invitationId: 'fuzzIn' }),
  entry(memberSpecs.removeMember, ['propertyId', 'uid'], { propertyId: 'fuzzProperty', uid: 'co' }),
  entry(memberSpecs.leaveHome, ['propertyId'], { propertyId: 'theirs' }),
  entry(memberSpecs.changeMemberRole, ['propertyId', 'uid', 'role', 'until', 'report'], {
    propertyId: 'fuzzProperty',
    uid: 'co',
    role: 'viewer',
  }),
  entry(answerConsentSpec, ['propertyId', 'answer'], { propertyId: 'theirs', answer: 'agree' }),
  entry(cancelConsentSpec, ['propertyId'], { propertyId: 'fuzzProperty' }),
  entry(logHomeOpenSpec, ['propertyId'], { propertyId: 'granted' }),
  entry(setHomeRemindersSpec, ['propertyId', 'on'], { propertyId: 'theirs', on: true }),
];
