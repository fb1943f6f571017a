import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandMarkSvg } from '@app/brand';
import { PRODUCT_NAME } from '@app/i18n';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

/**
 * docs/routes-and-screens.md#top-bar: one product name and one mark. The favicon is the mark the
 * top bar, the footer and the e-mails draw (packages/ui/src/brand), and the page's fallback title
 * is the product's name.
 */
describe('the brand', () => {
  it('has the favicon drawn from the one mark, titled with the product name', () => {
    expect(read('public/favicon.svg')).toBe(brandMarkSvg(PRODUCT_NAME));
  });

  it('names the product in index.html through its placeholder only', () => {
    const html = read('index.html');
    expect(html).toContain('<title>%PRODUCT_NAME%</title>');
    expect(html).not.toContain(PRODUCT_NAME);
  });
});
