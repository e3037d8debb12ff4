import { renderSVG } from 'uqr';

/**
 * The TOTP set-up's QR code: the `otpauth://` link as an SVG made here on the server
 * with uqr (zero dependencies, pinned; docs/decisions/022-staff-sign-in-hardening.md), so a phone
 * can scan it from the computer's screen instead of someone typing a 32-character key. Returned
 * as a data URI for an <img> (the CSP allows data: images; no markup is put into the page).
 * Error correction M and a quiet zone of 2 modules (ISO 18004 asks for 4; phones read 2
 * reliably, and the white card around it adds more).
 */
export function totpQrDataUri(otpauthUri: string): string {
  const svg = renderSVG(otpauthUri, { ecc: 'M', border: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
