// A just-enough MIME reader for what nodemailer sends (one multipart/alternative with a text and
// an html part, inside a multipart/mixed when files are attached).

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const end = part.indexOf('\r\n\r\n');
  const head = part.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(end + 4) };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words, which nodemailer uses for a subject with non-ASCII letters. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The leaves of a multipart body: its text parts, and the parts inside a nested multipart. */
function leavesOf(
  headers: Map<string, string>,
  body: string,
): { headers: Map<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!headers.get('content-type')?.startsWith('multipart/') || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    .flatMap((part) => leavesOf(part.headers, part.body));
}

/** A file attached to a mail, for its reader to open (not an image the html shows). */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * One multipart/alternative with a text part and an html part; the html part comes inside a
 * multipart/related with the logo it shows (`cid:`); with files attached, all of it inside a
 * multipart/mixed.
 */
export function parseMail(raw: string): {
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
  images: Map<string, string>[];
  files: MailFile[];
} {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/alternative') && !type.startsWith('multipart/mixed')) {
    throw new Error(`expected multipart/alternative or multipart/mixed, got ${type}`);
  }
  const parts = leavesOf(headers, body);
  const partOf = (type: string) => {
    const part = parts.find(({ headers: partHeaders }) => partHeaders.get('content-type')?.startsWith(type));
    if (!part) throw new Error(`no ${type} part`);
    return decodeBody(part.headers, part.body).replace(/\r\n$/, '');
  };
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: partOf('text/plain').replace(/\r\n/g, '\n'),
    html: partOf('text/html'),
    headers,
    images: parts
      .filter((part) => part.headers.get('content-type')?.startsWith('image/'))
      .map((part) => part.headers),
    files: parts
      .filter((part) => part.headers.get('content-disposition')?.startsWith('attachment'))
      .map((part) => ({
        filename: /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? '',
        contentType: (part.headers.get('content-type') ?? '').split(';')[0] ?? '',
        content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
      })),
  };
}
