/**
 * The transfer callables' fuzz entries (fuzz-registry.ts spreads them in): the fuzz user
 * owns a home with a repair and a pending transfer to another homeowner, and is also the
 * recipient of a pending transfer, so near-valid payloads reach every decision; a "write"
 * is a stored document or an Auth lookup.
 */
import { START_TRANSFER_FIELDS } from '@homeledger/domain';
import type { MailMessage } from '../kit/mail/mail';
import { specFuzzEntry, type FuzzEntry } from '../kit/fuzz';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts } from '../kit/ports';
import { claimTransferInvitationsSpec, resendTransferInvitationSpec } from './invitation-callables';
import { TRANSFER_CALLABLES as transferSpecs } from './transfer-callables';
import { accountOf } from '../kit/test-support';

function transferPorts() {
  const store = new MemoryStore({
    'properties/fuzzProperty': {
      ownerId: 'fuzz-user',
      addressKey: '1 main st|62704',
      viewerIds: ['fuzz-user'],
      pendingTransferId: 'fuzzOut',
    },
    'properties/theirs': { ownerId: 'other', viewerIds: ['other'], pendingTransferId: 'fuzzIn' },
    'repairs/fuzzRepair': {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      viewerIds: ['fuzz-user'],
      receipt: { path: 'receipts/fuzzProperty/u1/bill.pdf', name: 'bill.pdf' },
    },
    'transfers/fuzzOut': {
      propertyId: 'fuzzProperty',
      fromUid: 'fuzz-user',
      toUid: 'other',
      state: 'pending',
    },
    'transfers/fuzzIn': {
      propertyId: 'theirs',
      fromUid: 'other',
      toUid: 'fuzz-user',
      state: 'pending',
    },
    // An invitation the fuzz user sent long ago (Resend is allowed), and one addressed to
    // the fuzz user's email (a claim would take it).
    'transfers/fuzzInvite': {
      propertyId: 'fuzzProperty',
      fromUid: 'fuzz-user',
      toUid: '',
      toEmail: 'stranger@example.com',
      state: 'pending',
      invitation: { status: 'sent', mails: 1, requestedAt: new Date('2026-01-01T00:00:00Z') },
    },
    'transfers/fuzzInvited': {
      propertyId: 'theirs',
      fromUid: 'other',
      toUid: '',
      toEmail: 'fuzz@example.com',
      state: 'pending',
      invitation: { status: 'sent', mails: 1, requestedAt: new Date('2026-01-01T00:00:00Z') },
    },
  });
  const accounts = memoryAccounts([accountOf('other', { email: 'other@example.com', name: 'O' })]);
  const sent: MailMessage[] = [];
  return {
    store,
    accounts,
    newId: () => 'fuzzNew',
    randomBytes: (size: number) => new Uint8Array(size).fill(7),
    files: new MemoryFiles(),
    mail: { send: async (message: MailMessage) => void sent.push(message) },
    sent,
    appUrl: 'https://homeledger.app',
    log: { error: () => undefined, info: () => undefined },
  };
}
/** A write: a stored document, an Auth lookup or a mail. */
const writes = (p: ReturnType<typeof transferPorts>) =>
  p.store.writeCount + p.accounts.lookups + p.sent.length;

export const transferFuzzEntries: readonly FuzzEntry[] = [
  specFuzzEntry(transferSpecs.startTransfer, {
    makePorts: transferPorts,
    writes,
    fields: [...START_TRANSFER_FIELDS],
    sample: {
      propertyId: 'fuzzProperty',
      email: 'other@example.com',
      keepReceipts: ['fuzzRepair'],
    },
  }),
  specFuzzEntry(transferSpecs.cancelTransfer, {
    makePorts: transferPorts,
    writes,
    fields: ['transferId'],
    sample: { transferId: 'fuzzOut' },
  }),
  specFuzzEntry(transferSpecs.declineTransfer, {
    makePorts: transferPorts,
    writes,
    fields: ['transferId'],
    sample: { transferId: 'fuzzIn' },
  }),
  specFuzzEntry(resendTransferInvitationSpec, {
    makePorts: transferPorts,
    writes,
    fields: ['transferId'],
    sample: { transferId: 'fuzzInvite' },
  }),
  specFuzzEntry(claimTransferInvitationsSpec, {
    makePorts: transferPorts,
    writes,
    fields: ['unexpected'],
    sample: {},
  }),
  specFuzzEntry(transferSpecs.acceptTransfer, {
    makePorts: transferPorts,
    writes,
    fields: ['transferId', 'keepMembers'],
    sample: { transferId: 'fuzzIn', keepMembers: [] },
  }),
];
