import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of the web apps the gateway serves (player web at /, admin web at
 * /admin/). What the player web needs, and nothing more:
 * - scripts and styles from its own build only (the app key is a <meta> tag, not an inline script;
 *   React's style props go through the CSSOM, which CSP does not restrict);
 * - images and videos fetched from /api/image and shown as blob: URLs (ui/imageCache.ts);
 * - API calls and the service worker on the same origin; Web Audio is synthesised, no source needed;
 * - the payment provider's approval page is a top-level navigation, which CSP does not restrict;
 * - no framing by anyone (clickjacking), no plugins, no <base> or form posts elsewhere.
 */
const WEB_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'blob:', 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Reads a per-answer value (e.g. a nonce) when helmet writes the header. */
type PerAnswerSource = (req: IncomingMessage, res: ServerResponse) => string;

function webHelmet(secure: boolean, extraStyleSources: readonly PerAnswerSource[]): RequestHandler {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      // Only over TLS: on plain http://localhost it would send every asset request to https.
      directives: {
        ...WEB_CSP_DIRECTIVES,
        styleSrc: [...WEB_CSP_DIRECTIVES.styleSrc, ...extraStyleSources],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS is sent for every answer over TLS by strictTransportSecurity, and never over plain HTTP.
    strictTransportSecurity: false,
  };
  return helmet(options);
}

/**
 * Security headers of every web page and asset (helmet: CSP, nosniff, framing, referrer...).
 * extraStyleSources: the admin web's per-answer style nonce (its Material UI writes <style> elements).
 */
export function webPageHeaders(extraStyleSources: readonly PerAnswerSource[] = []): RequestHandler {
  const plain = webHelmet(false, extraStyleSources);
  const overTls = webHelmet(true, extraStyleSources);
  return (req, res, next) => (req.secure ? overTls : plain)(req, res, next);
}

/** A year of HSTS, but only on answers that came over TLS (directly, or per a trusted proxy's X-Forwarded-Proto). */
export function strictTransportSecurity(): RequestHandler {
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * API answers are per caller and change with every call: no cache keeps them (routes that are
 * cacheable, such as images and the JWKS, set their own Cache-Control).
 */
export function apiAnswerHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
