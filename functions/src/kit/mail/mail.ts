/**
 * What every automated mail is (docs/architecture.md §7, §8): a message with text and HTML
 * parts and its own headers, handed to a port. Pure: the reminder digest and the transfer
 * invitation render messages; the SMTP port (./smtp-mail.ts) or a test sends them.
 */

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
