import { APPS } from '@livefully/contracts/apps';
import type { ListId } from '@livefully/contracts';

/** The lists a mailing goes to, in the order the form offers them: the newsletter, then each app. */
export const LIST_OPTIONS: readonly { value: ListId; label: string }[] = [
  { value: 'newsletter', label: 'Newsletter' },
  ...APPS.map((app) => ({ value: app.id, label: `${app.title} (announcement)` })),
];

/** How the admin area names a list: "Newsletter" or the app's title. */
export function listName(list: ListId): string {
  return list === 'newsletter' ? 'Newsletter' : (APPS.find((app) => app.id === list)?.title ?? list);
}

export function isListId(value: string | null | undefined): value is ListId {
  return LIST_OPTIONS.some((option) => option.value === value);
}

/** "3 subscribers"; just "subscribers" while the number is not known. */
export function recipientsText(recipients: number | undefined): string {
  if (recipients === undefined) return 'subscribers';
  return `${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`;
}
