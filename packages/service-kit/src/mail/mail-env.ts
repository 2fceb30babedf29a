import { z } from 'zod';

/**
 * The mail settings of a service that sends mail. `SMTP_URL` is the relay:
 * `smtp://user:pass@relay.example:587` (STARTTLS when the relay offers it) or `smtps://…:465`
 * (TLS from the start); a user name or password with `@`, `:` or `/` in it is percent-encoded.
 * The embedded runner points it at its local MailDev; docker-compose at the maildev service.
 */
export const MAIL_ENV_SHAPE = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@relay.example:587' }),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address, or a name and an address: Live Fully <hello@example.org>',
    )
    .default('Live Fully <hello@livefully.localhost>'),
};

export const MailEnvSchema = z.object(MAIL_ENV_SHAPE);
export type MailEnv = z.output<typeof MailEnvSchema>;
