/**
 * The mail to the holder of a home someone else added (#33): when the notice opens, and once
 * more 7 days before its deadline. A holder who has not logged in would otherwise never know.
 * The address is the holder's own home as they entered it (escaped for HTML); nothing the
 * newcomer typed is in it. Only a verified address is mailed (as for reminder digests).
 */
import {
  APP_LINKS,
  appLink,
  DISPUTES_COLLECTION,
  PROPERTIES_COLLECTION,
  storedPropertyRef,
  formatLongDate,
  type RepairPropertyRef,
} from '@homeledger/domain';
import { escapeHtml, mailPlace, type MailMessage, type MailPort } from '../kit/mail/mail';
import type { Store } from '../kit/store';
import { toDispute } from './disputes.plan';

export const DISPUTE_MAIL_FROM = 'HomeLedger <no-reply@homeledger.app>';
export function renderDisputeMail(args: {
  to: string;
  property: RepairPropertyRef;
  deadline: Date;
  kind: 'opened' | 'reminder';
  appUrl: string;
  /** A unique id for the mail (the notice and its kind), for the Message-ID. */
  reference: string;
}): MailMessage {
  const p = args.property;
  const { place } = mailPlace(p, 'your home');
  const by = formatLongDate(args.deadline.toISOString().slice(0, 10));
  const dashboard = appLink(args.appUrl, APP_LINKS.dashboard);
  const subject =
    args.kind === 'opened'
      ? 'Someone else added your home on HomeLedger'
      : 'Reminder: someone else added your home on HomeLedger';
  const lines = [
    `Another HomeLedger account added ${place}, a home you hold on HomeLedger.`,
    'Your home and its history are unchanged. If you sold it, you can transfer it to them with its history from your dashboard. If it is still yours, say so there.',
    `Without an answer by ${by}, the notice closes: your home stays verified and their claim stays disputed until support reviews it.`,
  ];
  const why =
    'You got this email because your HomeLedger account holds this home. If you did not expect it, log in and check your dashboard.';
  const text = [
    subject,
    '',
    ...lines.flatMap((l) => [l, '']),
    `Open your dashboard: ${dashboard}`,
    '',
    '--',
    why,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:560px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p style="margin:24px 0"><a href="${escapeHtml(dashboard)}" style="background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold">Open your dashboard</a></p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="color:#6b7280;font-size:13px">${escapeHtml(why)}</p>`,
    '</body></html>',
  ].join('');
  return {
    from: DISPUTE_MAIL_FROM,
    to: args.to,
    subject,
    text,
    html,
    headers: { 'X-Entity-Ref-ID': args.reference, 'Auto-Submitted': 'auto-generated' },
  };
}

/** What mailing a holder needs (null mail: SMTP not configured, one log line instead). */
export interface DisputeMailPorts {
  store: Pick<Store, 'get'>;
  mail: MailPort | null;
  appUrl: string;
  verifiedEmails: (uids: readonly string[]) => Promise<ReadonlyMap<string, string>>;
  log?: {
    info?(message: string, context?: Record<string, unknown>): void;
    error(message: string, context?: Record<string, unknown>): void;
  };
}

/**
 * Mails the holder of an open notice. Never throws: the notice stands whether or not the mail
 * went (it is on their dashboard either way); a failure is logged.
 */
export async function mailDisputeHolder(
  ports: DisputeMailPorts,
  disputeId: string,
  kind: 'opened' | 'reminder',
): Promise<'sent' | 'skipped' | 'failed'> {
  try {
    const snap = await ports.store.get(`${DISPUTES_COLLECTION}/${disputeId}`);
    const dispute = snap ? toDispute(snap) : null;
    if (!dispute || dispute.state !== 'open') return 'skipped';
    if (!ports.mail) {
      ports.log?.info?.('disputes: SMTP is not configured; the holder was not mailed', {
        disputeId,
      });
      return 'skipped';
    }
    const to = (await ports.verifiedEmails([dispute.holderUid])).get(dispute.holderUid);
    const home = await ports.store.get(`${PROPERTIES_COLLECTION}/${dispute.holderPropertyId}`);
    if (!to || !home) return 'skipped';
    await ports.mail.send(
      renderDisputeMail({
        to,
        property: storedPropertyRef(home.data),
        deadline: dispute.deadline,
        kind,
        appUrl: ports.appUrl,
        reference: `${disputeId}-${kind}`,
      }),
    );
    return 'sent';
  } catch (error) {
    ports.log?.error('disputes: could not mail the holder', { disputeId, kind, error });
    return 'failed';
  }
}
