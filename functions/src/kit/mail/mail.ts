/**
 * What every automated mail is (docs/architecture.md §7, §8): a message with text and HTML
 * parts and its own headers, handed to a port. Pure: the reminder digest and the transfer
 * invitation render messages; the SMTP port (./smtp-mail.ts) or a test sends them.
 */
import { displayText } from '@homeledger/domain';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Sends one message; null where a port is expected means "no SMTP configured". */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections (a pooled port); the job that made the port calls it when done. */
  close?(): void;
}

/** Text for HTML mail bodies: the five characters that could start markup, escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A home as a mail names it, from people's input: its street line (or `fallback`) and the
 * whole "street, city, ST 12345", stripped of control characters, empty parts left out.
 */
export function mailPlace(
  p: { address: string; city: string; state: string; zipCode: string },
  fallback: string,
): { address: string; place: string } {
  const address = displayText(p.address) || fallback;
  const place = [
    address,
    displayText(p.city),
    [displayText(p.state), displayText(p.zipCode)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return { address, place };
}
