export * from './port';
export { openOutboxMailer } from './outbox/outboxMailer';
export type { OutboxMail, OutboxMailer, OutboxMailerOptions } from './outbox/outboxMailer';
export { checkSmtpUrl, InvalidSmtpUrlError, MailDeliveryError, openSmtpMailer } from './smtp/smtpMailer';
export type { SmtpMailerOptions } from './smtp/smtpMailer';
export { openMailer } from './openMailer';
export type { OpenMailerOptions } from './openMailer';
