/**
 * Production wiring of the household callables and the hourly end of delegate grants
 * (Admin SDK ports). Invitations to an email without an account go out over the shared SMTP
 * secrets (kit/mail); none set ⇒ no mail, a log line.
 */
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth } from '../admin';
import { onCallable } from '../kit/callable';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { adminFiles, adminStore } from '../kit/admin-ports';
import { authAccounts, autoId } from '../kit/ports';
import { MAIL_LINK_KEY, MAIL_SECRETS, mailPortFromParams, secret } from '../kit/mail/mail-params';
import { answerConsentSpec, cancelConsentSpec } from './consent-callables';
import { MEMBER_CALLABLES as memberSpecs } from './household-callables';
import { endDelegateGrants } from './end-delegate-grants';
import { logHomeOpenSpec } from './home-opens';
import { setHomeRemindersSpec } from './home-reminders';
import { appOrigin } from '../kit/app-origin';

const ports = async () => ({ store: await adminStore(), log: logger });

export const inviteMember = onCallable(
  memberSpecs.inviteMember,
  async () => ({
    store: await adminStore(),
    accounts: authAccounts(await adminAuth()),
    newId: autoId,
    mail: mailPortFromParams(),
    appUrl: appOrigin(),
    mailLinkKey: secret(MAIL_LINK_KEY),
    log: logger,
  }),
  { secrets: [...MAIL_SECRETS, MAIL_LINK_KEY] },
);
/** Every verified homeowner's dashboard calls it once per session. */
export const claimMemberInvitations = onCallable(memberSpecs.claimMemberInvitations, ports);
export const withdrawMemberInvitation = onCallable(memberSpecs.withdrawMemberInvitation, ports);
export const acceptMemberInvitation = onCallable(memberSpecs.acceptMemberInvitation, ports);
export const declineMemberInvitation = onCallable(memberSpecs.declineMemberInvitation, ports);
export const removeMember = onCallable(memberSpecs.removeMember, ports);
export const leaveHome = onCallable(memberSpecs.leaveHome, ports);
export const changeMemberRole = onCallable(memberSpecs.changeMemberRole, ports);
/** A delegate's property page calls it on every visit (one entry per hour is kept). */
export const logHomeOpen = onCallable(logHomeOpenSpec, ports);
export const setHomeReminders = onCallable(setHomeRemindersSpec, ports);

/**
 * The last co-owner's agreement runs the owner's transfer (which may mail an invitation, as
 * startTransfer does) or delete (which removes the home's files, as deleteProperty does).
 */
const consentPorts = async () => ({
  store: await adminStore(),
  accounts: authAccounts(await adminAuth()),
  newId: autoId,
  files: adminFiles(),
  mail: mailPortFromParams(),
  mailLinkKey: secret(MAIL_LINK_KEY),
  appUrl: appOrigin(),
  log: logger,
});
export const answerConsent = onCallable(answerConsentSpec, consentPorts, {
  secrets: [...MAIL_SECRETS, MAIL_LINK_KEY],
});
export const cancelConsent = onCallable(cancelConsentSpec, consentPorts);

/** Takes delegates whose grant has ended off their homes (end-delegate-grants.ts). */
export const endDelegateGrantsHourly = withWarmUp(
  onSchedule(
    { schedule: 'every 60 minutes', ...functionOptions('endDelegateGrantsHourly') },
    async () => {
      const report = await endDelegateGrants(await adminStore(), new Date(), { log: logger });
      logger.info('endDelegateGrantsHourly', report);
    },
  ),
  adminStore,
);
