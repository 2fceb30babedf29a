import type { ChosenAccount } from '@livefully/web-kit';

const KEY = 'livefully.recent-test-accounts';
const MAX = 5;

/** The embedded mode's recently used test accounts, newest first. */
export function readRecentAccounts(storage: Storage = localStorage): ChosenAccount[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((a): a is ChosenAccount => typeof a?.name === 'string' && typeof a?.email === 'string').slice(0, MAX);
  } catch {
    return [];
  }
}

export function rememberAccount(account: ChosenAccount, storage: Storage = localStorage): void {
  const others = readRecentAccounts(storage).filter((a) => a.email.toLowerCase() !== account.email.toLowerCase());
  try {
    storage.setItem(KEY, JSON.stringify([account, ...others].slice(0, MAX)));
  } catch {
    // Storage full or blocked: the chooser simply shows no recent accounts.
  }
}
