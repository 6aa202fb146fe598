/**
 * The one shape of every invitation mail (a transfer, a household): a subject of our own
 * words, the sender quoted as theirs, a register link with the email filled in, a log-in link,
 * a line saying why the mail came and the "never invite me again" link (invitation-opt-out.ts)
 * when the mail link key is set. Pure: the callers' shells hand it to the mail port.
 *
 * Names and addresses come from other people's input: the callers strip them of control
 * characters (displayText) and none goes into the subject; every part is escaped in the HTML.
 * It is a one-off mail a person asked for, not an automated one, so no unsubscribe header.
 */
import {
  APP_LINKS,
  appLink,
  displayText,
  invitationRegisterPath,
  looksLikeUrl,
} from '@homeledger/domain';
import { escapeHtml, type MailMessage } from './mail';

/** The stop link's words, in the text and HTML parts alike. */
export const STOP_LABEL = 'Never invite me again';
const STOP_QUESTION = 'Never want invitations from HomeLedger?';
const ALREADY = 'Already have a HomeLedger homeowner account with this email?';

export const INVITATION_FROM = 'HomeLedger <no-reply@homeledger.app>';

export function invitationLinks(appUrl: string, email: string) {
  return {
    register: appLink(appUrl, invitationRegisterPath(email)),
    login: appLink(appUrl, APP_LINKS.login),
  };
}

/** "A homeowner who signs as “name”": the sender's own words, never a web address. */
export function invitationSender(fromName: string): string {
  const name = displayText(fromName);
  return name && !looksLikeUrl(name) ? `A homeowner who signs as “${name}”` : 'A homeowner';
}

export interface InvitationMailParts {
  to: string;
  subject: string;
  /** What is offered, with the sender quoted (invitationSender). */
  intro: string;
  /** How to take it up. */
  how: string;
  /** Why this mail came, and to ignore it if unexpected. */
  ignore: string;
  appUrl: string;
  /** A unique id for the mail, for the Message-ID. */
  reference: string;
  /** The signed "never invite me again" link, or null without a mail link key. */
  stopLink?: string | null;
}

export function renderInvitation(parts: InvitationMailParts): MailMessage {
  const { to, subject, intro, how, ignore } = parts;
  const links = invitationLinks(parts.appUrl, to);
  const stopLink = parts.stopLink ?? null;
  const text = [
    subject,
    '',
    intro,
    '',
    how,
    '',
    `Create your account: ${links.register}`,
    '',
    `${ALREADY} Log in: ${links.login}`,
    '',
    '--',
    ignore,
    ...(stopLink ? ['', `${STOP_QUESTION} ${STOP_LABEL}: ${stopLink}`] : []),
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
    `<p>${escapeHtml(ALREADY)} ${a(links.login, 'Log in instead')}.</p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="color:#6b7280;font-size:13px">${escapeHtml(ignore)}${stopLink ? ` ${escapeHtml(STOP_QUESTION)} ${a(stopLink, STOP_LABEL)}.` : ''}</p>`,
    '</body></html>',
  ].join('');
  return {
    from: INVITATION_FROM,
    to,
    subject,
    text,
    html,
    headers: {
      'X-Entity-Ref-ID': parts.reference,
      // Transactional, not bulk: no auto-replies back to the service address.
      'Auto-Submitted': 'auto-generated',
    },
  };
}
