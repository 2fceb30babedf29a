import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/browser-app';
import { reportCaughtError } from './app/report-caught-error';
import { ensureRemotesRegistered } from './federation/remote-registry';

// Start reading /remotes.json now, but never let it stop the page from mounting.
ensureRemotesRegistered().catch((error: unknown) => {
  console.warn('[federation] the remote list could not be read; pages will offer a retry', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the renderer rendered is hydrated (its queries' answers came with it); else rendered here.
if (container.firstElementChild) {
  // React puts the page's title and meta tags into <head> itself as it hydrates; the copies the
  // renderer wrote there for crawlers and link previews would otherwise stay beside them.
  for (const tag of document.head.querySelectorAll('[data-rendered]')) tag.remove();
  hydrateRoot(container, app, { onCaughtError: reportCaughtError });
} else createRoot(container, { onCaughtError: reportCaughtError }).render(app);
