import { type Attachment, type HeaderValue, simpleParser } from 'mailparser';

/** A file or a picture that came with a mail, as mailparser gives it (`filename`, `contentType`, `content`). */
export type MailFile = Attachment;

export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Map<string, HeaderValue>;
  /** The pictures the html part shows through `cid:` (multipart/related). */
  images: MailFile[];
  /** The files attached for the reader to open. */
  files: MailFile[];
}

/** A mail as the test SMTP server received it, read with mailparser (the library nodemailer's authors keep). */
export async function readMail(raw: string): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  if (!mail.text || !mail.html) throw new Error('expected a text and an html part');
  return {
    subject: mail.subject ?? '',
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    images: mail.attachments.filter((attachment) => attachment.related),
    files: mail.attachments.filter((attachment) => attachment.contentDisposition === 'attachment'),
  };
}
