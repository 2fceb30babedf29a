import { useLocation } from '@livefully/web-kit/router';
import { Button } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { AuthControl } from '../../features/auth/auth-control';
import { HeaderSearch } from '../../components/layout/header-search';
import { Logo } from '../../components/layout/logo';
import { MainNav } from '../../components/layout/main-nav';

const MENU_ID = 'site-menu';

export function Header() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the menu, in the same render rather than one effect later.
  const [menuAddress, setMenuAddress] = useState(address);
  if (menuAddress !== address) {
    setMenuAddress(address);
    setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />
        <Button
          variant="ghost"
          color="gray"
          highContrast
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="menu-toggle__icon" />
          <span className="menu-toggle__label">Menu</span>
        </Button>
        <div id={MENU_ID} className="site-menu" data-open={menuOpen}>
          <MainNav />
          <HeaderSearch />
        </div>
        <div className="site-header__auth">
          <AuthControl />
        </div>
      </div>
    </header>
  );
}
