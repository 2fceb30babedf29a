import { Island } from '@livefully/web-kit';
import { AuthControl } from '../../features/auth/auth-control';
import { HeaderSearch } from '../../components/layout/header-search';
import { Logo } from '../../components/layout/logo';
import { MainNav } from '../../components/layout/main-nav';
import { MenuToggle } from './menu-toggle';

const MENU_ID = 'site-menu';

/** The site's header: the server's markup, with the menu button, the search and the auth control as islands. */
export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />
        <Island name="shell/MenuToggle" component={MenuToggle} props={{ menuId: MENU_ID }} />
        <div id={MENU_ID} className="site-menu" data-open="false">
          <MainNav />
          <Island name="shell/HeaderSearch" component={HeaderSearch} props={{}} />
        </div>
        <div className="site-header__auth">
          <Island name="shell/AuthControl" component={AuthControl} props={{}} />
        </div>
      </div>
    </header>
  );
}
