/**
 * The mail port over SMTP with nodemailer (docs/architecture.md §8). Host, user and
 * password come from Firebase secrets; without them there is no port (`null`) and the
 * job logs one line instead of sending.
 */
import nodemailer from 'nodemailer';
import type { MailPort } from './mail';

export interface SmtpConfig {
  host: string;
  port?: number;
  user?: string;
  password?: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
}

export function smtpConfigFrom(env: {
  host?: string | undefined;
  port?: string | undefined;
  user?: string | undefined;
  password?: string | undefined;
}): SmtpConfig | null {
  const host = env.host?.trim();
  if (!host) return null;
  const port = Number(env.port) || 587;
  return {
    host,
    port,
    ...(env.user ? { user: env.user } : {}),
    ...(env.password ? { password: env.password } : {}),
    secure: port === 465,
  };
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * nodemailer's options. A local catcher (npm start) speaks plain SMTP on localhost; anywhere
 * else the connection must be encrypted (TLS from the start on 465, else STARTTLS required):
 * nodemailer would otherwise send the password and the mail in clear text to a server that
 * does not offer STARTTLS, or to anyone who strips the offer (#33).
 */
export function smtpTransportOptions(config: SmtpConfig) {
  const local = LOCAL_HOSTS.has(config.host);
  const secure = config.secure ?? false;
  return {
    host: config.host,
    port: config.port ?? 587,
    secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    ...(local ? { ignoreTLS: true } : secure ? {} : { requireTLS: true }),
  };
}

/**
 * A pooled transport keeps up to `maxConnections` SMTP connections open and sends over them
 * in turn: a job mailing thousands (the reminder digest) pays the TCP, TLS and AUTH handshake
 * once per connection instead of once per mail, and sends `maxConnections` at once.
 * `maxMessages` per connection is nodemailer's default (100); many providers cap it.
 */
export interface SmtpPool {
  maxConnections: number;
}

export function smtpMail(config: SmtpConfig, pool?: SmtpPool): MailPort {
  const transport = nodemailer.createTransport({
    ...smtpTransportOptions(config),
    ...(pool ? { pool: true as const, maxConnections: pool.maxConnections } : {}),
  });
  return {
    close: () => transport.close(),
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
  };
}
