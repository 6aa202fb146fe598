/**
 * Transfer invitations (see invitation.plan.ts): the mail after startTransfer or a
 * Resend, resendTransferInvitation (the sender) and claimTransferInvitations (the
 * recipient's verified account, called by their dashboard).
 *
 * Why a claim callable: the dashboard lists offers by `toUid`, and an account becomes a
 * trusted recipient only when its email is verified — which Firebase Auth does without
 * telling any function (the emailed action link; no trigger fires on verification).
 * registerAccount is too early (the email is not verified yet). So the recipient's
 * dashboard, once the ID token says `email_verified`, asks the server to claim what is
 * addressed to that email; the server trusts only the token's email and its verified
 * flag, and one equality query finds the invitations.
 */
import {
  TRANSFER_MESSAGES as M,
  TRANSFERS_COLLECTION,
  TransferIdSchema,
  transferPath,
  type InvitationStatus,
} from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec, type Logger } from '../kit/callable';
import { claimByEmailSpec } from '../kit/claim-by-email';
import { sendInvitationMail } from '../kit/mail/send-invitation-mail';
import { checkQuota, withQuota } from '../kit/quota';
import type { Store } from '../kit/store';
import type { MailPort } from '../kit/mail/mail';
import { hasOptedOut, stopInvitationsLink } from '../kit/mail/invitation-opt-out';
import { renderInvitationMail } from './invitation-mail';
import {
  planClaimInvitations,
  planInvitationOutcome,
  planResendInvitation,
} from './invitation.plan';
import { toTransfer } from './transfer.plan';

export interface InvitationPorts {
  store: Store;
  /** null: no SMTP credentials configured (nothing is sent; one line is logged). */
  mail: MailPort | null;
  /** The site's address, for the links in the mail. */
  appUrl: string;
  /** Signs the mail's "never invite me again" link; '' or absent: the mail has none. */
  mailLinkKey?: string;
  log?: Logger & { info?(message: string, context?: Record<string, unknown>): void };
}

const MESSAGES = { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied };

/**
 * Sends mail number `mail` of the transfer — its `sending` record has committed — and
 * records the outcome. Never throws: the transfer stands whatever the mail does, and the
 * sender's panel shows the outcome (with Resend).
 */
export async function deliverInvitation(
  ports: InvitationPorts,
  transferId: string,
  mail: number,
  now: Date,
): Promise<Exclude<InvitationStatus, 'sending'>> {
  const { store } = ports;
  let status: Exclude<InvitationStatus, 'sending'>;
  try {
    const snap = await store.get(transferPath(transferId));
    const transfer = snap ? toTransfer(snap) : null;
    if (!transfer?.invitation || transfer.invitation.mails !== mail) return 'failed';
    status = await sendInvitationMail(ports, 'transfers', { transferId }, () =>
      renderInvitationMail({
        to: transfer.toEmail,
        fromName: transfer.fromName,
        property: transfer.property,
        appUrl: ports.appUrl,
        reference: `${transferId}-${mail}`,
        stopLink: stopInvitationsLink(ports.appUrl, ports.mailLinkKey ?? '', transfer.toEmail),
      }),
    );
    await store.transact(async (tx) => {
      const fresh = await tx.get(transferPath(transferId));
      return {
        writes: planInvitationOutcome({
          transfer: fresh ? toTransfer(fresh) : null,
          mail,
          status,
          now,
        }),
        result: null,
      };
    });
    return status;
  } catch (error) {
    ports.log?.error('transfers: recording the invitation mail failed', { transferId, error });
    return 'failed';
  }
}

export const resendTransferInvitationSpec: ContractSpec<
  'resendTransferInvitation',
  InvitationPorts
> = {
  name: 'resendTransferInvitation',
  schema: TransferIdSchema,
  fieldOrder: ['transferId'],
  access: ['homeowner'],
  messages: MESSAGES,
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const result = await ports.store.transact(async (tx) => {
      const snap = await tx.get(transferPath(input.transferId));
      const transfer = snap ? toTransfer(snap) : null;
      const plan = planResendInvitation({ transfer, caller, now });
      // The quota is read only for a resend the plan allows (a refusal uses nothing).
      const quota =
        plan.kind === 'apply' ? await checkQuota(tx, caller.uid, 'invitations', now) : null;
      // The recipient may have pressed "Never invite me again" in the first mail.
      if (plan.kind === 'apply' && transfer && (await hasOptedOut(tx, transfer.toEmail)))
        throw new Rejection('failed-precondition', M.optedOut);
      return applyPlan(withQuota(plan, quota));
    });
    const status = await deliverInvitation(ports, result.transferId, result.mail, now);
    return { ...result, status };
  },
};

/** The most invitations one claim looks at (an email is invited by few senders at once). */
export const CLAIM_LIMIT = 50;

export const claimTransferInvitationsSpec = claimByEmailSpec('claimTransferInvitations', {
  messages: MESSAGES,
  collection: TRANSFERS_COLLECTION,
  limit: CLAIM_LIMIT,
  plan: ({ found, caller, name, now }) =>
    planClaimInvitations({
      transfers: found.map((snap) => (snap ? toTransfer(snap) : null)),
      caller,
      name,
      now,
    }),
});
