/**
 * The digest email (docs/architecture.md §8): plain text and HTML parts, a one-click
 * unsubscribe (RFC 8058: `List-Unsubscribe` with an https link and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`) and the same link in the body.
 * Pure: the shell hands the message to nodemailer. User text (task and item names) is
 * escaped in the HTML part.
 */
import { APP_LINKS, appLink, formatLongDate } from '@homeledger/domain';
import { escapeHtml, type MailMessage } from '../kit/mail/mail';
import type { Digest, DigestItem } from './digest.plan';

export const MAIL_FROM = 'HomeLedger Reminders <reminders@homeledger.app>';

export interface MailLinks {
  /** e.g. https://homeledger.app */
  appUrl: string;
  unsubscribeToken: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function digestSubject(digest: Digest): string {
  const parts = [
    digest.overdue.length ? plural(digest.overdue.length, 'task overdue', 'tasks overdue') : '',
    digest.dueSoon.length ? plural(digest.dueSoon.length, 'task due soon', 'tasks due soon') : '',
    digest.expiring.length + digest.expired.length
      ? plural(
          digest.expiring.length + digest.expired.length,
          'warranty to check',
          'warranties to check',
        )
      : '',
  ].filter(Boolean);
  return `HomeLedger: ${parts.join(', ')}`;
}

const SECTIONS: readonly { key: 'overdue' | 'dueSoon' | 'expiring' | 'expired'; title: string }[] =
  [
    { key: 'overdue', title: 'Overdue' },
    { key: 'dueSoon', title: 'Due in the next 30 days' },
    { key: 'expiring', title: 'Warranties expiring within 60 days' },
    { key: 'expired', title: 'Warranties that just expired' },
  ];

function itemLine(item: DigestItem): string {
  const date = formatLongDate(item.date);
  switch (item.state) {
    case 'overdue':
      return `${item.title} (was due ${date})`;
    case 'due-soon':
      return `${item.title} (due ${date})`;
    case 'expiring':
      return `${item.title} (ends ${date})`;
    case 'expired':
      return `${item.title} (ended ${date})`;
  }
}

export function unsubscribeUrl(links: MailLinks): string {
  return appLink(links.appUrl, APP_LINKS.unsubscribe(links.unsubscribeToken));
}

export function propertyUrl(links: MailLinks, propertyId: string): string {
  return appLink(links.appUrl, APP_LINKS.propertyMaintenance(propertyId));
}

export function renderDigest(digest: Digest, to: string, links: MailLinks): MailMessage {
  const unsubscribe = unsubscribeUrl(links);
  const settings = appLink(links.appUrl, APP_LINKS.reminderSettings);
  const textSections: string[] = [];
  const htmlSections: string[] = [];
  for (const { key, title } of SECTIONS) {
    const items = digest[key];
    if (items.length === 0) continue;
    textSections.push(
      [
        title,
        ...items.map((item) => `- ${itemLine(item)}\n  ${propertyUrl(links, item.propertyId)}`),
      ].join('\n'),
    );
    htmlSections.push(
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(title)}</h2><ul style="padding-left:20px;margin:0">${items
        .map(
          (item) =>
            `<li style="margin:4px 0"><a href="${escapeHtml(propertyUrl(links, item.propertyId))}">${escapeHtml(itemLine(item))}</a></li>`,
        )
        .join('')}</ul>`,
    );
  }
  const intro = `Here is what needs attention in your home maintenance plan as of ${formatLongDate(digest.date)}.`;
  const footer = `You get this email because reminders are on for your HomeLedger account.`;
  const text = [
    'HomeLedger maintenance reminders',
    '',
    intro,
    '',
    textSections.join('\n\n'),
    '',
    '--',
    footer,
    `Change how often: ${settings}`,
    `Unsubscribe: ${unsubscribe}`,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(digestSubject(digest))}</title></head><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;line-height:1.5;max-width:600px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 8px">HomeLedger maintenance reminders</h1><p style="margin:0">${escapeHtml(intro)}</p>${htmlSections.join('')}<hr style="margin:32px 0 16px;border:none;border-top:1px solid #e5e7eb"><p style="font-size:13px;color:#6b7280;margin:0">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">Change how often</a> · <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p></body></html>`;
  return {
    from: MAIL_FROM,
    to,
    subject: digestSubject(digest),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
