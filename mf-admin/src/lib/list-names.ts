import { LIST_IDS, listTitle, type ListId } from '@livefully/contracts';

/** The lists a mailing goes to, in the order the form offers them: the newsletter, then each app. */
export const LIST_OPTIONS: readonly { value: ListId; label: string }[] = LIST_IDS.map((list) => ({
  value: list,
  label: list === 'newsletter' ? listTitle(list) : `${listTitle(list)} (announcement)`,
}));

export function isListId(value: string | null | undefined): value is ListId {
  return LIST_IDS.some((list) => list === value);
}

/** "3 subscribers"; just "subscribers" while the number is not known. */
export function recipientsText(recipients: number | undefined): string {
  if (recipients === undefined) return 'subscribers';
  return `${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`;
}
