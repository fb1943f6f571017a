import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

// mupdf (MuPDF compiled to WebAssembly) reads what any PDF reader would, with no system package.

/** The text of each page, in reading order, as a PDF reader extracts it. */
export function pdfPagesText(bytes: Uint8Array): string[] {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const pages: string[] = [];
    for (let index = 0; index < document.countPages(); index += 1) {
      const page = document.loadPage(index);
      pages.push(page.toStructuredText('preserve-whitespace').asText());
      page.destroy();
    }
    return pages;
  } finally {
    document.destroy();
  }
}

/**
 * 2 pixels a point (144 dpi, a plain office printer's): the QR-bill's 46 mm code has 3 to 4 pixels
 * a module, which jsqr reads, at less than half the time of 3 pixels a point.
 */
const SCALE = 2;
/** The payment part's height: the bottom 105 mm of the page (QR-bill style guide). */
const PAYMENT_PART_HEIGHT = (105 / 25.4) * 72;

/**
 * The payload of the QR code in a page's payment part, read from that strip rendered as a printer
 * would, or null when none is there: a QR code elsewhere on the page does not count.
 */
export function decodeQrBillCode(bytes: Uint8Array, pageIndex: number): string | null {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const page = document.loadPage(pageIndex);
    const [, , pageWidth, pageHeight] = page.getBounds();
    const width = Math.ceil(pageWidth * SCALE);
    const top = Math.floor((pageHeight - PAYMENT_PART_HEIGHT) * SCALE);
    const height = Math.ceil(pageHeight * SCALE) - top;
    // Without alpha, on white: a transparent page would read as black to jsQR, which ignores alpha.
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, top, width, top + height], false);
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.scale(SCALE, SCALE), pixmap);
    page.run(device, mupdf.Matrix.identity);
    device.close();
    const rgb = pixmap.getPixels();
    const pixels = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      pixels.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
      pixels[pixel * 4 + 3] = 255;
    }
    pixmap.destroy();
    page.destroy();
    // jsqr is CommonJS whose exports carry the function as `default` too: the one call both
    // TypeScript's NodeNext reading and the runtime agree on.
    return jsQR.default(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  } finally {
    document.destroy();
  }
}

export function pdfPageCount(bytes: Uint8Array): number {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return document.countPages();
  } finally {
    document.destroy();
  }
}
