/**
 * Production wiring of the transfer callables (Admin SDK ports). Invitations go out over
 * the shared SMTP secrets (kit/mail, docs/architecture.md §8); none set ⇒ no mail, a log line.
 */
import { randomBytes } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { reportCodeFromBytes } from '@homeledger/domain';
import { adminAuth } from '../admin';
import { onCallable } from '../kit/callable';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { adminFiles, adminStore } from '../kit/admin-ports';
import { authAccounts, autoId } from '../kit/ports';
import { onRequest } from 'firebase-functions/v2/https';
import { MAIL_LINK_KEY, MAIL_SECRETS, mailPortFromParams, secret } from '../kit/mail/mail-params';
import {
  INVITATION_OPT_OUTS_COLLECTION,
  STOP_INVITATIONS_LIMITS,
  planOptOut,
  serveStopInvitations,
} from '../kit/mail/invitation-opt-out';
import { publicLimiter } from '../kit/public-limit';
import { claimTransferInvitationsSpec, resendTransferInvitationSpec } from './invitation-callables';
import { TRANSFER_CALLABLES as transferSpecs } from './transfer-callables';
import { resumeStuckTransfers } from './resume-transfers';
import { appOrigin } from '../kit/app-origin';

const ports = async () => ({
  store: await adminStore(),
  accounts: authAccounts(await adminAuth()),
  newId: autoId,
  randomBytes: (size: number) => new Uint8Array(randomBytes(size)),
  // Lazy: only a transfer whose seller keeps a file touches Storage.
  files: adminFiles(),
  mail: null,
  appUrl: appOrigin(),
  log: logger,
});

const mailing = async () => ({
  ...(await ports()),
  mail: mailPortFromParams(),
  mailLinkKey: secret(MAIL_LINK_KEY),
});
const SMTP_SECRETS = { secrets: [...MAIL_SECRETS, MAIL_LINK_KEY] };

export const startTransfer = onCallable(transferSpecs.startTransfer, mailing, SMTP_SECRETS);
export const resendTransferInvitation = onCallable(
  resendTransferInvitationSpec,
  mailing,
  SMTP_SECRETS,
);
/** The recipient's dashboard: invitations to its verified email become its offers. */
export const claimTransferInvitations = onCallable(claimTransferInvitationsSpec, async () => ({
  store: await adminStore(),
  log: logger,
}));
export const cancelTransfer = onCallable(transferSpecs.cancelTransfer, ports);
export const declineTransfer = onCallable(transferSpecs.declineTransfer, ports);
/** The acceptance job: several transactions for a home with thousands of repairs. */
export const acceptTransfer = onCallable(transferSpecs.acceptTransfer, ports);

/** Finishes acceptance jobs that stopped and were not retried (resume-transfers.ts). */
export const resumeStuckTransfersHourly = withWarmUp(
  onSchedule(
    { schedule: 'every 60 minutes', ...functionOptions('resumeStuckTransfersHourly') },
    async () => {
      const report = await resumeStuckTransfers(await adminStore(), new Date(), {
        reportCode: () => reportCodeFromBytes(new Uint8Array(randomBytes(17))),
        files: adminFiles(),
        log: logger,
      });
      logger.info('resumeStuckTransfersHourly', report);
    },
  ),
  adminStore,
);

// Counted across instances, on the platform's hop of the address (kit/public-limit.ts, #33).
const stopInvitationsLimiter = publicLimiter(
  'stopInvitations',
  STOP_INVITATIONS_LIMITS,
  adminStore,
);

/** `/stop-invitations` (Hosting rewrite): the invitation mails' "never invite me again" link. */
export const stopInvitations = withWarmUp(
  onRequest({ ...functionOptions('stopInvitations'), secrets: [MAIL_LINK_KEY] }, (req, res) =>
    serveStopInvitations(req, res, {
      limiter: stopInvitationsLimiter,
      secret: secret(MAIL_LINK_KEY),
      optOut: async (key) => {
        const store = await adminStore();
        await store.transact(async (tx) => ({
          writes: planOptOut(
            key,
            await tx.get(`${INVITATION_OPT_OUTS_COLLECTION}/${key}`),
            new Date(),
          ),
          result: null,
        }));
      },
    }),
  ),
  adminStore,
);
