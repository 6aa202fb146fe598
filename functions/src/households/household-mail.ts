/**
 * The household invitation mail: sent when an owner invites an email that has no verified
 * homeowner account yet, in the shape every invitation mail has (kit/mail/invitation-mail.ts).
 * It is sent once per invitation (the invitation is the record).
 */
import { ROLE_LABELS, type MemberRole, type RepairPropertyRef } from '@homeledger/domain';
import { renderInvitation, invitationSender } from '../kit/mail/invitation-mail';
import { mailPlace, type MailMessage } from '../kit/mail/mail';

export function renderMemberInvitationMail(args: {
  to: string;
  fromName: string;
  property: RepairPropertyRef;
  role: MemberRole;
  appUrl: string;
  /** The invitation's id, for the Message-ID. */
  reference: string;
  /** The signed "never invite me again" link, or null without a mail link key. */
  stopLink?: string | null;
}): MailMessage {
  const { address, place } = mailPlace(args.property, 'a home');
  const role = ROLE_LABELS[args.role].toLowerCase();
  return renderInvitation({
    to: args.to,
    subject: 'You are invited to a home’s household on HomeLedger',
    intro: `${invitationSender(args.fromName)} invites you to join the household of ${place} on HomeLedger as a ${role}.`,
    how: `To join, create a free homeowner account with this email address (${args.to}) and verify the email. The invitation then waits on your dashboard, where you can accept or decline it.`,
    ignore: `You got this email because a HomeLedger homeowner entered ${args.to} as a member of ${address}. If you don't expect it, ignore it: nothing changes unless you accept.`,
    appUrl: args.appUrl,
    reference: args.reference,
    stopLink: args.stopLink,
  });
}
