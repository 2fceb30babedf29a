import type { AuthUser } from '@livefully/web-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

interface AvatarMenuProps {
  user: AuthUser;
  onSignOut(): void;
}

function initialsOf(user: AuthUser): string {
  const source = user.displayName || user.email || '?';
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The signed-in state: an avatar button opening a menu with name, e-mail and Sign out. */
export function AvatarMenu({ user, onSignOut }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const signOutItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    signOutItem.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  }

  const label = user.displayName ?? user.email ?? 'your account';
  return (
    <div className="avatar-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* Named by hidden text, not aria-label: the visible initials are decoration. */}
        <span className="visually-hidden">Account menu for {label}</span>
        {user.photoURL ? (
          <img className="avatar" src={user.photoURL} alt="" width={36} height={36} referrerPolicy="no-referrer" />
        ) : (
          <span className="avatar avatar--initials" aria-hidden="true">
            {initialsOf(user)}
          </span>
        )}
      </button>
      <div id={menuId} role="menu" className="avatar-menu__panel" hidden={!open} aria-label="Account">
        <div className="avatar-menu__identity" role="none">
          {user.displayName && <p className="avatar-menu__name">{user.displayName}</p>}
          {user.email && <p className="avatar-menu__email">{user.email}</p>}
        </div>
        <button
          ref={signOutItem}
          type="button"
          role="menuitem"
          className="avatar-menu__item"
          onClick={() => {
            setOpen(false);
            onSignOut();
          }}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
