import type { ChosenAccount } from '@livefully/web-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readRecentAccounts } from './recent-accounts';

interface AccountChooserProps {
  open: boolean;
  busy: boolean;
  onChoose(account: ChosenAccount): void;
  onClose(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Embedded mode only: Google's popup cannot open offline, so the visitor picks or types a
 * test account, which signs in to the Auth Emulator as a Google user.
 */
export function AccountChooser({ open, busy, onChoose, onClose }: AccountChooserProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const recent = open ? readRecentAccounts() : [];
  const ids = { title: useId(), name: useId(), email: useId(), error: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const account = { name: name.trim(), email: email.trim().toLowerCase() };
    if (!account.name) return setError('Enter a name for the test account.');
    if (!EMAIL.test(account.email)) return setError('Enter a valid e-mail address.');
    setError(undefined);
    onChoose(account);
  }

  return (
    <dialog ref={dialog} className="account-chooser" aria-labelledby={ids.title} onClose={onClose}>
      <h2 id={ids.title}>Sign in with Google</h2>
      <p className="account-chooser__note">This site runs on a local test sign-in. Choose a test account, or add one.</p>
      {recent.length > 0 && (
        <ul className="account-chooser__recent" aria-label="Recent test accounts">
          {recent.map((account) => (
            <li key={account.email}>
              <button type="button" className="account-chooser__account" disabled={busy} onClick={() => onChoose(account)}>
                <span className="account-chooser__name">{account.name}</span>
                <span className="account-chooser__email">{account.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="account-chooser__form" onSubmit={submit} noValidate>
        <label htmlFor={ids.name}>Name</label>
        <input id={ids.name} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={ids.email}>E-mail</label>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error && (
          <p id={ids.error} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="account-chooser__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Signing in...' : 'Continue'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
