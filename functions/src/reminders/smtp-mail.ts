// The SMTP port lives in kit/mail now (reminders and transfers both mail). This path stays
// only for scripts/mail-catcher.test.mjs, which imports it; drop it when that import moves.
export { smtpConfigFrom, smtpMail, type SmtpConfig } from '../kit/mail/smtp-mail';
