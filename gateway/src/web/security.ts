import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import { PERMISSIONS_POLICY } from './permissions-policy.js';
import { RADIX_SCROLL_AREA_STYLE_HASH } from './radix-inline-style.js';
import type { CspSources } from './remotes.js';

/**
 * Helmet with a CSP that allows our own origin and exactly the other origins in use, HSTS on
 * HTTPS requests only, and a Permissions-Policy: the definition of the security headers. They
 * are recorded once at start (recordedSecurityHeaders) and every answer gets the recording
 * (sendSecurityHeaders on Express's path, securityHeadersFor on the read cache's hit path).
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

/** The security headers as name, value, name, value…, over plain HTTP and over HTTPS. */
export interface RecordedSecurityHeaders {
  plain: readonly string[];
  secure: readonly string[];
}

/** Express's 'trust proxy fn': whether the hop at this address may say how the request came. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The headers the handlers above set, over plain HTTP and over HTTPS: they depend on nothing else
 * in a request, so they are computed once and not by helmet for every answer.
 */
export function recordedSecurityHeaders(handlers: readonly RequestHandler[]): RecordedSecurityHeaders {
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

/** The set a request gets: the HTTPS one when it came over HTTPS. */
export function securityHeadersFor(recorded: RecordedSecurityHeaders, request: IncomingMessage, trust: TrustProxy): readonly string[] {
  return cameOverHttps(request, trust) ? recorded.secure : recorded.plain;
}

/** Sets the recorded security headers on every answer Express makes. */
export function sendSecurityHeaders(recorded: RecordedSecurityHeaders): RequestHandler {
  return (req, res, next) => {
    setHeaders(res, securityHeadersFor(recorded, req, req.app.get('trust proxy fn') as TrustProxy));
    next();
  };
}

/**
 * As Express's `req.secure`: TLS on this socket, or X-Forwarded-Proto from a trusted proxy (only
 * when TRUST_PROXY sets Express's 'trust proxy'); one function for both paths of a request.
 */
export function cameOverHttps(request: IncomingMessage, trust: TrustProxy): boolean {
  const socketProtocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!trust(request.socket.remoteAddress ?? '', 0)) return socketProtocol === 'https';
  const forwarded = request.headers['x-forwarded-proto'];
  const said = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || socketProtocol;
  return said.split(',')[0]!.trim() === 'https';
}

function setHeaders(response: ServerResponse, flat: readonly string[]): void {
  for (let i = 0; i < flat.length; i += 2) response.setHeader(flat[i]!, flat[i + 1]!);
}

/**
 * HSTS means nothing over plain HTTP and must not be sent there (RFC 6797 §7.2). `req.secure`
 * believes X-Forwarded-Proto only when TRUST_PROXY sets Express's 'trust proxy'.
 */
function httpsOnly(hsts: ReturnType<typeof strictTransportSecurity>): RequestHandler {
  return (req, res, next) => (req.secure ? hsts(req, res, next) : next());
}
