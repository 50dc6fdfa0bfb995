import QRCode from 'qrcode';

/** The URI as a QR code, an SVG data URL the admin web shows as an image (no script, CSP-safe). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
