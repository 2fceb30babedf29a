// The site's stylesheets are the entry's own, so the HTML links them and a server-rendered page is
// styled before any script runs (Radix Themes first, so the site's own styles win where both speak).
import './app/theme/radix-themes.css';
import '@livefully/web-kit/styles.css';

// The async boundary lets Module Federation set up shared React before any of it is imported.
void import('./bootstrap');
