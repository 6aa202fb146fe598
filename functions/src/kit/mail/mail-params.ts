/**
 * Production mail settings every mailing function shares (docs/architecture.md §8): the
 * SMTP host, user and password are Firebase secrets, the port a param (the links' site is
 * APP_ORIGIN, kit/app-origin.ts). A function that mails lists MAIL_SECRETS and builds its port with mailPortFromParams;
 * without a host there is no port (null), and the caller logs one line instead of sending.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import type { MailPort } from './mail';
import { smtpConfigFrom, smtpMail, type SmtpPool } from './smtp-mail';

export const SMTP_HOST = defineSecret('SMTP_HOST');
export const SMTP_USER = defineSecret('SMTP_USER');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** A local mail catcher's port (npm start); production uses 587 / 465. */
export const SMTP_PORT = defineString('SMTP_PORT', { default: '587' });

/**
 * Signs the links in mails that act without signing in: the digests' unsubscribe links and
 * the invitations' "never invite me again" links (each with its own purpose in the HMAC, so
 * one link never works as the other). Its secret name predates the second use.
 */
export const MAIL_LINK_KEY = defineSecret('REMINDER_UNSUBSCRIBE_KEY');

/** The secrets a mailing function must be given access to. */
export const MAIL_SECRETS = [SMTP_HOST, SMTP_USER, SMTP_PASSWORD];

/** A secret's value, or '' when it is not set (the emulator without .secret.local). */
export function secret(param: { value(): string }): string {
  try {
    return param.value();
  } catch {
    return '';
  }
}

/**
 * The SMTP port from the secrets and params, or null when no host is set. A job that sends
 * many mails asks for a pool (and closes the port when done).
 */
export function mailPortFromParams(pool?: SmtpPool): MailPort | null {
  const config = smtpConfigFrom({
    host: secret(SMTP_HOST),
    port: SMTP_PORT.value(),
    user: secret(SMTP_USER),
    password: secret(SMTP_PASSWORD),
  });
  return config ? smtpMail(config, pool) : null;
}
