/**
 * The widgets' stylesheet on a public page (rspack/radix-themes-css/widgets-block.mjs): the
 * document links it in its place in the cascade with `media="not all"`, so it blocks no paint;
 * the first island that imports the widgets applies it, and is ready only once it is in (this
 * module's top-level await holds the island's import), so no widget shows unstyled.
 */
const link = document.querySelector<HTMLLinkElement>('link[data-radix-widgets]');

if (link && link.media !== 'all') {
  if (link.sheet) link.media = 'all';
  else {
    // Still on its way, or it failed: ask again, applied at once (a stylesheet a script inserts
    // blocks no paint), and go on when it answers either way.
    const fresh = link.cloneNode() as HTMLLinkElement;
    fresh.media = 'all';
    await new Promise((answered) => {
      fresh.addEventListener('load', answered, { once: true });
      fresh.addEventListener('error', answered, { once: true });
      link.replaceWith(fresh);
    });
  }
}

export {};
