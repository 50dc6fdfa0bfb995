/**
 * The sandbox's webhook signature: HMAC-SHA256 keyed by the webhook secret over
 * `transmission_id|transmission_time|webhook_id|sha256hex(body)`, base64 like PayPal's signatures.
 * PayPal signs with a certificate instead; either way payments only asks the provider to verify.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const AUTH_ALGO = 'SHA256withHMAC';

interface Transmission {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
}

export function signTransmission(secret: string, transmission: Transmission, body: string): string {
  const bodyDigest = createHash('sha256').update(body, 'utf8').digest('hex');
  const signed = [
    transmission.transmissionId,
    transmission.transmissionTime,
    transmission.webhookId,
    bodyDigest,
  ].join('|');
  return createHmac('sha256', secret).update(signed, 'utf8').digest('base64');
}

export function verifyTransmission(
  secret: string,
  transmission: Transmission,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signTransmission(secret, transmission, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The headers a delivery carries, named as PayPal names them. */
export function signedHeaders(
  secret: string,
  transmission: Transmission,
  body: string,
  certUrl: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'paypal-transmission-id': transmission.transmissionId,
    'paypal-transmission-time': transmission.transmissionTime,
    'paypal-transmission-sig': signTransmission(secret, transmission, body),
    'paypal-auth-algo': AUTH_ALGO,
    'paypal-cert-url': certUrl,
  };
}
