/** POST /v1/oauth2/token: client credentials over HTTP Basic, answered with a bearer token. */
import { timingSafeEqual } from 'node:crypto';
import express, { type Request, Router } from 'express';
import type { SandboxContext } from '../context';
import { newId } from '../ids';

// PayPal's tokens last nine hours.
const EXPIRES_IN_SECONDS = 32_400;

const sameSecret = (given: string, expected: string): boolean => {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
};

function basicCredentials(request: Request): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.header('authorization') ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function oauthRouter(context: SandboxContext): Router {
  const router = Router();
  router.post('/v1/oauth2/token', express.urlencoded({ extended: false }), (request, response) => {
    const credentials = basicCredentials(request);
    const { clientId, clientSecret } = context.config;
    // The token endpoint answers in OAuth's error shape, as PayPal's does, not in the REST error shape.
    if (!credentials || credentials.id !== clientId || !sameSecret(credentials.secret, clientSecret)) {
      response
        .status(401)
        .json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      return;
    }
    const grantType = (request.body as Record<string, unknown> | undefined)?.grant_type;
    if (grantType !== 'client_credentials') {
      response.status(400).json({
        error: 'unsupported_grant_type',
        error_description: 'Only grant_type=client_credentials is supported',
      });
      return;
    }
    const now = context.now().getTime();
    // Expired tokens are dropped here so the map stays as small as the tokens in use.
    for (const [token, entry] of context.store.tokens)
      if (entry.expiresAt <= now) context.store.tokens.delete(token);
    const accessToken = newId.accessToken();
    context.store.tokens.set(accessToken, { clientId, expiresAt: now + EXPIRES_IN_SECONDS * 1000 });
    response.json({
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/subscriptions',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: EXPIRES_IN_SECONDS,
    });
  });
  return router;
}
