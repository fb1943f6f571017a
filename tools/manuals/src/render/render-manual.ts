import { COMPANY, localeFor } from '@app/i18n';
import PDFDocument from 'pdfkit';
import type { ManualSource } from '../manual.js';
import { drawChapters } from './chapters.js';
import { drawFooters } from './footers.js';
import { MARGIN } from './layout.js';
import { pageWriter } from './page-writer.js';
import { drawContents, drawTitlePage } from './title-page.js';

export interface RenderOptions {
  /** Deflate the page contents (the default); tests turn it off to read the text. */
  compress?: boolean;
}

/** Renders one manual to PDF bytes. The same source always gives the same bytes. */
export async function renderManual(manual: ManualSource, options: RenderOptions = {}): Promise<Buffer> {
  const { language, meta } = manual;
  const edition = new Date(`${meta.edition}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    autoFirstPage: false,
    // Tagged, with a language and a shown title: screen readers can follow the headings and lists.
    tagged: true,
    lang: localeFor(language),
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${meta.title} – ${meta.subtitle}`,
      Author: COMPANY.name,
      Subject: meta.subtitle,
      Creator: COMPANY.name,
      // Fixed by the source, not the clock: the file only changes when its text does.
      CreationDate: edition,
      ModDate: edition,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const writer = pageWriter(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const contents = drawTitlePage(writer, manual, root);
  const chapters = drawChapters(writer, manual, root);
  drawContents(writer, contents, chapters);
  drawFooters(writer, manual);

  root.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
