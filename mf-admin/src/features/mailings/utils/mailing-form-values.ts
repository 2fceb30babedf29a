import { MailingInputSchema, type ListId, type Mailing, type MailingInput } from '@livefully/contracts';
import { parseForm, type FormParse } from '../../../components/form/field-errors';

export type MailingFormValues = { list: ListId | ''; subject: string; body: string; includeLatest: boolean };

export const MAILING_FIELDS = ['list', 'subject', 'body', 'includeLatest'] as const;

/** A new mailing; an app's "Announce" link opens it with the app's list chosen. */
export function newMailingValues(list: ListId | '' = ''): MailingFormValues {
  return { list, subject: '', body: '', includeLatest: list === 'newsletter' };
}

export function mailingToValues(mailing: Mailing): MailingFormValues {
  return { list: mailing.list, subject: mailing.subject, body: mailing.body, includeLatest: mailing.includeLatest };
}

/** The server's own schema; the newest articles are a newsletter's block only, so an announcement never asks for them. */
export function parseMailingValues(values: MailingFormValues): FormParse<MailingInput> {
  return parseForm(
    MailingInputSchema,
    { ...values, list: values.list || undefined, includeLatest: values.list === 'newsletter' && values.includeLatest },
    { list: 'Choose who receives it' },
  );
}
