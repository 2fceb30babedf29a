import { Button } from '@livefully/web-kit/ui';
import { useEffect, useState } from 'react';

/**
 * The narrow screen's menu button (an island). The menu is the server's markup beside it
 * (`#site-menu`); the button opens and closes it through its `data-open`, and a link followed
 * inside it closes it (a page of the browser-rendered application stays, so the menu must shut).
 */
export function MenuToggle({ menuId }: { menuId: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu) return;
    menu.dataset.open = String(open);
    const close = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
    };
    menu.addEventListener('click', close);
    return () => menu.removeEventListener('click', close);
  }, [menuId, open]);
  return (
    <Button
      variant="ghost"
      color="gray"
      highContrast
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={menuId}
      onClick={() => setOpen((value) => !value)}
    >
      <span aria-hidden="true" className="menu-toggle__icon" />
      <span className="menu-toggle__label">Menu</span>
    </Button>
  );
}
