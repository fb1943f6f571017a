import { logoMarkPng } from './logo-png.js';

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

export function logoAttachment(): MailAttachment {
  return { filename: 'logo.png', content: logoMarkPng(), contentType: 'image/png', cid: LOGO_CID };
}
