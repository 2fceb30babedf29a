// @ts-check
import { createElement, useState } from 'react';

/**
 * The spike's island: a Share button with the state an island has (copied or not), written
 * with createElement so that the bench needs no JSX step.
 * @param {{ title: string, url: string }} props
 */
export function ShareIsland({ title, url }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const nav = /** @type {any} */ (globalThis).navigator;
    if (nav?.share) await nav.share({ title, url }).catch(() => undefined);
    else {
      await nav?.clipboard?.writeText(url).catch(() => undefined);
      setCopied(true);
    }
  };
  return createElement('button', { type: 'button', className: 'share-button', onClick: share }, copied ? 'Link copied' : 'Share');
}
