/**
 * The household invitation mail: sent when an owner invites an email that has no verified
 * homeowner account yet. Built like the transfer invitation (transfers/invitation-mail.ts,
 * whose links it reuses): the sender's name quoted as theirs and never in the subject, the
 * address stripped of control characters and escaped in HTML. A one-off mail a person asked
 * for, so no unsubscribe link; it is sent once per invitation (the invitation is the record).
 */
import {
  ROLE_LABELS,
  displayText,
  looksLikeUrl,
  type MemberRole,
  type RepairPropertyRef,
} from '@homeledger/domain';
import { escapeHtml, mailPlace, type MailMessage } from '../kit/mail/mail';
import { INVITATION_FROM, invitationLinks } from '../transfers/invitation-mail';

export function renderMemberInvitationMail(args: {
  to: string;
  fromName: string;
  property: RepairPropertyRef;
  role: MemberRole;
  appUrl: string;
  /** The invitation's id, for the Message-ID. */
  reference: string;
}): MailMessage {
  const name = displayText(args.fromName);
  const from = name && !looksLikeUrl(name) ? `A homeowner who signs as “${name}”` : 'A homeowner';
  const { address, place } = mailPlace(args.property, 'a home');
  const links = invitationLinks(args.appUrl, args.to);
  const role = ROLE_LABELS[args.role].toLowerCase();
  const subject = 'You are invited to a home’s household on HomeLedger';
  const intro = `${from} invites you to join the household of ${place} on HomeLedger as a ${role}.`;
  const how = `To join, create a free homeowner account with this email address (${args.to}) and verify the email. The invitation then waits on your dashboard, where you can accept or decline it.`;
  const already = 'Already have a HomeLedger homeowner account with this email?';
  const ignore = `You got this email because a HomeLedger homeowner entered ${args.to} as a member of ${address}. If you don't expect it, ignore it: nothing changes unless you accept.`;
  const text = [
    subject,
    '',
    intro,
    '',
    how,
    '',
    `Create your account: ${links.register}`,
    '',
    `${already} Log in: ${links.login}`,
    '',
    '--',
    ignore,
    '',
  ].join('\n');
  const a = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:560px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p style="margin:24px 0">${a(links.register, 'Create your account')}</p>`,
    `<p>${escapeHtml(already)} ${a(links.login, 'Log in instead')}.</p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="color:#6b7280;font-size:13px">${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('');
  return {
    from: INVITATION_FROM,
    to: args.to,
    subject,
    text,
    html,
    headers: { 'X-Entity-Ref-ID': args.reference, 'Auto-Submitted': 'auto-generated' },
  };
}
