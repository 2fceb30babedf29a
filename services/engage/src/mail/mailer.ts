export { createMailer, MailSendError, type Mailer, type OutgoingMail } from '@livefully/service-kit/mail';

/** `@Inject(MAILER) mailer: Mailer`: the one transport of the process (service-kit's createMailer). */
export const MAILER = 'MAILER';

/** Whether a send failure may work later (a relay down, a 4xx) or never will (a 5xx of the recipient). */
export function isRetryable(error: unknown): boolean {
  return (error as { retryable?: unknown } | null)?.retryable !== false;
}
