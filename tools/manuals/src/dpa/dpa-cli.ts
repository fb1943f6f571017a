/**
 * `node dist/dpa/dpa-cli.js <output dir>`: renders dpa/<lang>.md to
 * <output dir>/data-processing-agreement-<lang>.pdf (docs/legal.md#dpa). The site's build runs it
 * as a process of its own, as it runs the manuals' (apps/site/vite.config.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDpas } from './build-dpa.js';

const { positionals } = parseArgs({ allowPositionals: true });
const [outputDir] = positionals;
if (!outputDir || positionals.length > 1) {
  console.error('usage: node tools/manuals/dist/dpa/dpa-cli.js <output dir>');
  process.exit(2);
}
const agreements = await buildDpas({ outputDir: path.resolve(outputDir) });
console.log(
  agreements.map((agreement) => `${agreement.language} ${Math.round(agreement.bytes / 1024)} kB`).join(', '),
);
