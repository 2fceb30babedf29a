import type { Request, Response } from 'express';
import type { RendererCredential } from '../rate-limit/renderer-credential.js';
import { readerDocument, type RemotesDocument } from '../web/remotes.js';
import type { CanaryReaders } from './canary-readers.js';

/**
 * `/remotes.json`: without canaries, one document for everyone. With them, each reader's own
 * variant (the same one their rendered pages use, by the same cookies), kept by no shared cache;
 * the renderer, by its credential, gets the whole document with the canaries, to load a variant's
 * builds.
 */
export function remotesJson(remotes: RemotesDocument, canaries: { readers: CanaryReaders; renderer: RendererCredential }) {
  return (req: Request, res: Response) => {
    if (!canaries.readers.enabled) {
      res.setHeader('Cache-Control', 'no-cache');
      return void res.json(remotes);
    }
    if (canaries.renderer.presentedBy(req.headers)) {
      res.setHeader('Cache-Control', 'no-store');
      return void res.json(remotes);
    }
    const variant = canaries.readers.variantOf(req, res);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(readerDocument(remotes, variant));
  };
}
