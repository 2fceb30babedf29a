/**
 * The MAIL part's transport (`@livefully/service-kit/mail`): the interface it exports, so the
 * engage service is written against it.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  messageId?: string;
};
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  verify(): Promise<void>;
  close(): void;
}

/** `@Inject(MAILER) mailer: Mailer`: the one transport of the process. */
export const MAILER = 'MAILER';

/** Whether a send failure may work later (a relay down, a 4xx) or never will (a 5xx of the recipient). */
export function isRetryable(error: unknown): boolean {
  return (error as { retryable?: unknown } | null)?.retryable !== false;
}

export async function createKitMailer(options: { smtpUrl: string; from: string }): Promise<Mailer> {
  const kit = '@livefully/service-kit/mail';
  const { createMailer } = (await import(kit)) as { createMailer(options: { smtpUrl: string; from: string }): Mailer };
  return createMailer(options);
}
