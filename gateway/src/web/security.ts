import helmet from 'helmet';
import type { CspSources } from './remotes.js';

/** Helmet with a CSP that allows our own origin and exactly the other origins in use. */
export function securityHeaders(sources: CspSources) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...sources.script],
        'style-src': ["'self'", "'unsafe-inline'", ...sources.style],
        'img-src': ["'self'", 'data:', 'https:'],
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
  });
}
