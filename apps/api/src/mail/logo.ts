import { logoMarkPng } from './logo-png.js';

/** The Content-ID the HTML names the logo by (`<img src="cid:...">`). */
export const LOGO_CID = 'logo-mark@mail';

/** What nodemailer attaches to a mail (its `attachments` entries). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

export function logoAttachment(): MailAttachment {
  return { filename: 'logo.png', content: logoMarkPng(), contentType: 'image/png', cid: LOGO_CID };
}
