import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The Content-ID the HTML names the logo by (`<img src="cid:...">`). */
export const LOGO_CID = 'logo-mark@mail';

/** What nodemailer attaches to a mail (its `attachments` entries). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an image the HTML shows; an attachment the reader opens (a PDF) has none. */
  cid?: string;
}

let png: Buffer | undefined;

/**
 * The logo mark as a PNG (packages/brand's, 96 pixels square): mail clients show no SVG, and a
 * picture attached to the mail itself (`cid:`) shows without fetching anything from the web.
 * Read once per process.
 */
function logoMarkPng(): Buffer {
  png ??= readFileSync(createRequire(import.meta.url).resolve('@app/brand/logo-mark.png'));
  return png;
}

export function logoAttachment(): MailAttachment {
  return { filename: 'logo.png', content: logoMarkPng(), contentType: 'image/png', cid: LOGO_CID };
}
