import { expect } from 'storybook/test';

/**
 * docs/architecture.md#one-csp: the two-factor QR code is drawn in the page, under the policy the
 * API serves: inline SVG whose dark modules cover a real area (at least a 21-module code), shown at
 * a size a phone camera can read, not an image the policy blocked (which would show its name only).
 */
export async function expectQrCodeDrawn(qr: Element): Promise<void> {
  await expect(qr).toBeVisible();
  const modules = qr.querySelector('path');
  expect(modules, 'the QR code is inline SVG, not an image of a data: URL').not.toBeNull();
  const drawn = (modules as SVGPathElement).getBBox();
  expect(Math.min(drawn.width, drawn.height)).toBeGreaterThanOrEqual(21);
  const shown = qr.getBoundingClientRect();
  expect(Math.min(shown.width, shown.height)).toBeGreaterThanOrEqual(150);
}
