import { COMPANY } from '@app/i18n';
import type { ManualSource } from '../manual.js';
import { fill } from '../text.js';
import { COLORS, FONT, MARGIN } from './layout.js';
import type { PageWriter } from './page-writer.js';

/** Footers on every page but the title page; page numbers are layout, not content. */
export function drawFooters(writer: PageWriter, manual: ManualSource): void {
  const { doc, width, artifact } = writer;
  const { language, meta } = manual;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index);
    const footerY = doc.page.height - MARGIN.bottom + 36;
    // Writing below the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    artifact(() => {
      doc
        .moveTo(MARGIN.left, footerY - 10)
        .lineTo(doc.page.width - MARGIN.right, footerY - 10)
        .lineWidth(0.5)
        .stroke(COLORS.textMuted);
      doc.font(FONT).fontSize(8.5).fillColor(COLORS.textMuted);
      doc.text(`${COMPANY.name} · ${meta.title}`, MARGIN.left, footerY, { width: width(), lineBreak: false });
      const label = meta.pageLabel.replace('{page}', String(index + 1)).replace('{pages}', String(count));
      doc.text(fill(language, label, 'pageLabel'), MARGIN.left, footerY, {
        width: width(),
        align: 'right',
        lineBreak: false,
      });
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}
