/**
 * The transfer invitation mail (docs/architecture.md §2 "transfers"): plain text and
 * HTML parts, a link to register as a homeowner with the email filled in, and a log-in
 * link for someone who already has an account. Pure: the shell hands it to nodemailer.
 * Names and the address come from other people's input: stripped of control characters
 * (displayText) and escaped in the HTML part; none goes into the subject, and the sender's
 * name is quoted as theirs (a web address for a name is dropped). It is a one-off mail a person asked for,
 * not an automated one, so it carries no unsubscribe link, only a "never invite me again"
 * link (kit/mail/invitation-opt-out.ts) when the mail link key is set; it is sent again only
 * when the sender presses Resend (rate-limited).
 */
import {
  APP_LINKS,
  appLink,
  displayText,
  invitationRegisterPath,
  looksLikeUrl,
  type RepairPropertyRef,
} from '@homeledger/domain';
import { escapeHtml, mailPlace, type MailMessage } from '../kit/mail/mail';

/** The stop link's words, in the text and HTML parts alike. */
export const STOP_LABEL = 'Never invite me again';

export const INVITATION_FROM = 'HomeLedger <no-reply@homeledger.app>';

export function invitationLinks(appUrl: string, email: string) {
  return {
    register: appLink(appUrl, invitationRegisterPath(email)),
    login: appLink(appUrl, APP_LINKS.login),
  };
}

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
  // The sender's own words: never in the subject, quoted in the body, and not a web address.
  const name = displayText(args.fromName);
  const from = name && !looksLikeUrl(name) ? `A homeowner who signs as “${name}”` : 'A homeowner';
  const p = args.property;
  const { address, place } = mailPlace(p, 'a home');
  const links = invitationLinks(args.appUrl, args.to);
  const subject = 'A home history is waiting for you on HomeLedger';
  const intro = `${from} is handing over the home history of ${place} on HomeLedger: its repairs, receipts, photos and maintenance plan.`;
  const how = `To receive it, create a free homeowner account with this email address (${args.to}) and verify the email. The offer then waits on your dashboard, where you can accept or decline it.`;
  const already = 'Already have a HomeLedger homeowner account with this email?';
  const ignore = `You got this email because a HomeLedger homeowner entered ${args.to} as the new owner of ${address}. If you don't expect it, ignore it: nothing changes unless you accept.`;
  const stopLink = args.stopLink ?? null;
  const stop = 'Never want invitations from HomeLedger?';
  const text = [
    subject,
    '',
    intro,
    '',
    how,
    '',
    `Create your account: ${links.register}`,
    '',
    `Already have a HomeLedger homeowner account with this email? Log in: ${links.login}`,
    '',
    '--',
    ignore,
    ...(stopLink ? ['', `${stop} ${STOP_LABEL}: ${stopLink}`] : []),
    '',
  ].join('\n');
  const a = (href: string, label: string, style = '') =>
    `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:560px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p style="margin:24px 0">${a(links.register, 'Create your account', 'background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold')}</p>`,
    `<p>${escapeHtml(already)} ${a(links.login, 'Log in instead')}.</p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="color:#6b7280;font-size:13px">${escapeHtml(ignore)}${stopLink ? ` ${escapeHtml(stop)} ${a(stopLink, STOP_LABEL)}.` : ''}</p>`,
    '</body></html>',
  ].join('');
  return {
    from: INVITATION_FROM,
    to: args.to,
    subject,
    text,
    html,
    headers: {
      'X-Entity-Ref-ID': args.reference,
      // Transactional, not bulk: no auto-replies back to the service address.
      'Auto-Submitted': 'auto-generated',
    },
  };
}
