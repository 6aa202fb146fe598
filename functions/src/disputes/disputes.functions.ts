/** Production wiring of resolveDispute and the daily lapseDisputes job (Admin SDK ports). */
import * as logger from 'firebase-functions/logger';
import { normalizeEmail, roleFromClaim } from '@homeledger/domain';
import { adminAuth } from '../admin';
import { onCallable } from '../kit/callable';
import { adminStore, verifiedEmailsFromAuth } from '../kit/admin-ports';
import { MAIL_SECRETS, mailPortFromParams } from '../kit/mail/mail-params';
import { scheduledJob } from '../kit/scheduled-job';
import { autoId } from '../kit/ports';
import { lapseDisputes, resolveDisputeSpec, type AccountsById } from './resolve-dispute';
import { appOrigin } from '../kit/app-origin';

function authAccountsById(auth: Awaited<ReturnType<typeof adminAuth>>): AccountsById {
  return {
    async findByUid(uid) {
      try {
        const user = await auth.getUser(uid);
        return {
          uid: user.uid,
          email: normalizeEmail(user.email ?? ''),
          role: roleFromClaim(user.customClaims?.['role']),
          name: user.displayName ?? null,
          disabled: user.disabled,
          emailVerified: user.emailVerified === true,
        };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
  };
}

export const resolveDispute = onCallable(resolveDisputeSpec, async () => ({
  store: await adminStore(),
  accountsById: authAccountsById(await adminAuth()),
  newId: autoId,
  log: logger,
}));

export const lapseDisputesDaily = scheduledJob(
  'lapseDisputesDaily',
  'every day 04:00',
  async () => {
    const report = await lapseDisputes(await adminStore(), new Date(), {
      mail: mailPortFromParams(),
      appUrl: appOrigin(),
      verifiedEmails: verifiedEmailsFromAuth,
      log: logger,
    });
    logger.info('lapseDisputesDaily', report);
  },
  adminStore,
  { secrets: MAIL_SECRETS },
);
