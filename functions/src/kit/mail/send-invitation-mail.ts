/**
 * Sending one invitation mail (a transfer's, a household's) and saying how it went, for the
 * caller to record on its invitation: without SMTP credentials nothing is sent
 * ('not-configured'); a mail SMTP refuses (or that cannot be rendered) is 'failed'. Each is
 * logged with `context`.
 */
import type { Logger } from '../callable';
import type { MailMessage, MailPort } from './mail';

export type InvitationMailStatus = 'sent' | 'failed' | 'not-configured';

export async function sendInvitationMail(
  ports: {
    mail: MailPort | null;
    log?: Logger & { info?(message: string, context?: Record<string, unknown>): void };
  },
  area: 'transfers' | 'households',
  context: Record<string, unknown>,
  message: () => MailMessage,
): Promise<InvitationMailStatus> {
  if (!ports.mail) {
    ports.log?.info?.(
      `${area}: SMTP is not configured (SMTP_HOST/SMTP_USER/SMTP_PASSWORD); no invitation mail sent`,
      context,
    );
    return 'not-configured';
  }
  try {
    await ports.mail.send(message());
    return 'sent';
  } catch (error) {
    ports.log?.error(`${area}: the invitation mail could not be sent`, { ...context, error });
    return 'failed';
  }
}
