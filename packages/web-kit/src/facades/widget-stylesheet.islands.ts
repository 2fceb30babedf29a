/**
 * The widgets' stylesheet on a public page (rspack/radix-themes-css/widgets-block.mjs): the
 * document names it in its place in the cascade with `media="not all"` and its address in
 * `data-href` (fetched once the page has painted), so it blocks no paint; the first island that
 * imports the widgets applies it, and is ready only once it is in (this module's top-level await
 * holds the island's import), so no widget shows unstyled.
 */
const link = document.querySelector<HTMLLinkElement>('link[data-radix-widgets]');

if (link && link.media !== 'all') {
  if (link.sheet) link.media = 'all';
  else {
    // Still on its way, or it failed: ask again, applied at once (a stylesheet a script inserts
    // blocks no paint), and go on when it answers either way.
    const fresh = link.cloneNode() as HTMLLinkElement;
    fresh.media = 'all';
    // Not asked for yet (a widget wanted before the page painted): asked for now.
    if (!fresh.getAttribute('href') && link.dataset.href) fresh.href = link.dataset.href;
    await new Promise((answered) => {
      fresh.addEventListener('load', answered, { once: true });
      fresh.addEventListener('error', answered, { once: true });
      link.replaceWith(fresh);
    });
  }
}

export {};
