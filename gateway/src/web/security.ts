import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import { PERMISSIONS_POLICY } from './permissions-policy.js';
import { RADIX_SCROLL_AREA_STYLE_HASH } from './radix-inline-style.js';
import type { CspSources } from './remotes.js';

/**
 * Helmet with a CSP that allows our own origin and exactly the other origins in use, HSTS on
 * HTTPS requests only, and a Permissions-Policy.
 */
export function securityHeaders(sources: CspSources): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...sources.script],
          // No 'unsafe-inline': styles come from CSS files, React's `style` props (set through
          // the CSSOM, which style-src does not govern), Radix's scroll lock (a constructed
          // stylesheet, see web-kit's csp/style-singleton.ts) and one fixed Radix rule allowed by
          // its hash (radix-inline-style.ts).
          'style-src': ["'self'", RADIX_SCROLL_AREA_STYLE_HASH, ...sources.style],
          // Server-rendered HTML writes React's `style` props as attributes (the browser sets them
          // through the CSSOM, which needs nothing): attributes only, never a <style> element.
          'style-src-attr': ["'unsafe-inline'"],
          // data: for images that the bundler inlines.
          'img-src': ["'self'", 'data:', ...sources.img],
          'font-src': ["'self'", 'data:', ...sources.style],
          'connect-src': ["'self'", ...sources.connect],
          'frame-src': ["'self'", ...sources.frame],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Google sign-in opens a popup that reports back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: false,
    }),
    httpsOnly(strictTransportSecurity()),
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

/**
 * The headers the handlers above set, as name, value, name, value…, over plain HTTP and over
 * HTTPS: they depend on nothing else in a request, so the read cache's hit path sends these
 * instead of running helmet for every hit.
 */
export function recordedSecurityHeaders(handlers: readonly RequestHandler[]): { plain: string[]; secure: string[] } {
  const record = (secure: boolean) => {
    const headers = new Map<string, string>();
    const response = {
      setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
      getHeader: (name: string) => headers.get(name),
      removeHeader: (name: string) => headers.delete(name),
    };
    for (const handler of handlers) {
      let called = false;
      handler({ secure } as Request, response as unknown as Response, () => (called = true));
      if (!called) throw new Error('a security-header handler did not call next() synchronously');
    }
    return [...headers].flat();
  };
  return { plain: record(false), secure: record(true) };
}

/**
 * HSTS means nothing over plain HTTP and must not be sent there (RFC 6797 §7.2). `req.secure`
 * believes X-Forwarded-Proto only when TRUST_PROXY sets Express's 'trust proxy'.
 */
function httpsOnly(hsts: ReturnType<typeof strictTransportSecurity>): RequestHandler {
  return (req, res, next) => (req.secure ? hsts(req, res, next) : next());
}
