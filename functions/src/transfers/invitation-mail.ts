/**
 * The transfer invitation mail (docs/architecture.md §2 "transfers"): the words of a
 * hand-over, in the shape every invitation mail has (kit/mail/invitation-mail.ts). Every
 * recipient gets it, with or without an account. It is sent again only when the sender
 * presses Resend (rate-limited).
 */
import { type RepairPropertyRef } from '@homeledger/domain';
import { renderInvitation, invitationSender } from '../kit/mail/invitation-mail';
import { mailPlace, type MailMessage } from '../kit/mail/mail';

export function renderInvitationMail(args: {
  to: string;
  fromName: string;
  property: RepairPropertyRef;
  appUrl: string;
  /** A unique id for the mail (the transfer and the mail's number), for the Message-ID. */
  reference: string;
  /** The signed "never invite me again" link, or null without a mail link key. */
  stopLink?: string | null;
}): MailMessage {
  const { address, place } = mailPlace(args.property, 'a home');
  return renderInvitation({
    to: args.to,
    subject: 'A home history is waiting for you on HomeLedger',
    intro: `${invitationSender(args.fromName)} is handing over the home history of ${place} on HomeLedger: its repairs, receipts, photos and maintenance plan.`,
    // One text for everyone: whether this address holds an account is nobody's to tell (#33).
    how: `To receive it, log in to HomeLedger with this email address (${args.to}), or create a free homeowner account with it and verify the email. The offer then waits on your dashboard, where you can accept or decline it.`,
    ignore: `You got this email because a HomeLedger homeowner entered ${args.to} as the new owner of ${address}. If you don't expect it, ignore it: nothing changes unless you accept.`,
    appUrl: args.appUrl,
    reference: args.reference,
    stopLink: args.stopLink,
  });
}
