import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Logger } from '@vh/kit/stateless';
import type { Response, Router } from 'express';
import { webPageHeaders } from './securityHeaders';
import { webAppRoutes } from './webApp';

/** Where the admin web lives; its Vite build uses the same base. */
export const ADMIN_WEB_PATH = '/admin';
const NONCE_PLACEHOLDER = '__VH_STYLE_NONCE__';

/** One nonce per answer: Material UI (emotion) writes <style> elements that carry it. */
function styleNonceOf(res: ServerResponse): string {
  const locals = (res as Response).locals;
  locals.styleNonce ??= randomBytes(18).toString('base64');
  return locals.styleNonce as string;
}

/**
 * Serves the admin web's build at /admin/, apart from the player web so players never download
 * admin code. The page is the same for everyone: the app itself sends non-admins to /, and every
 * admin call is refused by the services without the admin role.
 */
export function adminWebRoutes(distDir: string, appKey: string, logger: Logger): Router | null {
  return webAppRoutes({
    name: 'admin web',
    distDir,
    appKey,
    logger,
    headers: webPageHeaders([(_req, res) => `'nonce-${styleNonceOf(res)}'`]),
    renderPage: (page, _req, res) => page.replaceAll(NONCE_PLACEHOLDER, styleNonceOf(res)),
  });
}
