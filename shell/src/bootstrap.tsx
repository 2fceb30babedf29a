import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/browser-app';
import { reportCaughtError, reportRecoverableError } from './app/report-caught-error';
import { loadRemoteModule } from './federation/remote-component';
import { isRemoteId } from './federation/remote-modules';
import { ensureRemotesRegistered } from './federation/remote-registry';
import { loadFacesAfterPaint } from './islands/load-faces';

// Start reading /remotes.json now, but never let it stop the page from mounting.
ensureRemotesRegistered().catch((error: unknown) => {
  console.warn('[federation] the remote list could not be read; pages will offer a retry', error);
});

// The faces' stylesheet, once the page has painted and loaded (docs/typography.md).
loadFacesAfterPaint(document);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the renderer rendered is hydrated (its queries' answers came with it); else rendered here,
// as is a page the renderer marks as the browser's to render (the 503 page: the browser tries itself).
if (container.firstElementChild && container.dataset.render !== 'client') {
  // The remote modules the server rendered load first, so hydration finds each of them ready and
  // keeps the server's markup; one that fails is rendered by its slot (loading, then retry).
  const modules = (container.dataset.remoteModules ?? '').split(' ').filter(isRemoteId);
  void Promise.allSettled(modules.map((id) => loadRemoteModule(id))).then(() =>
    hydrateRoot(container, app, { onCaughtError: reportCaughtError, onRecoverableError: reportRecoverableError }),
  );
} else {
  container.replaceChildren();
  createRoot(container, { onCaughtError: reportCaughtError }).render(app);
}
