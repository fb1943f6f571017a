/**
 * The data-processing agreement in the reader's language, a PDF the site's build renders from
 * tools/manuals (docs/legal.md#dpa): /legal/data-processing-agreement-<language>.pdf.
 */
export const dpaHref = (language: string): string => `/legal/data-processing-agreement-${language}.pdf`;
