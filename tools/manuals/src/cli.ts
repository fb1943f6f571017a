/**
 * `node dist/cli.js <output dir>`: renders content/<lang>.md to <output dir>/manual-<lang>.pdf
 * and prints each file's size. The site's build and dev server run it as a process of its own
 * (apps/site/vite.config.ts): Vite loads its config with plain Node, which under Vitest resolves
 * workspace packages to their TypeScript source, so the tool cannot be imported there.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildManuals } from './build-manuals.js';

const { positionals } = parseArgs({ allowPositionals: true });
const [outputDir] = positionals;
if (!outputDir || positionals.length > 1) {
  console.error('usage: node tools/manuals/dist/cli.js <output dir>');
  process.exit(2);
}
const manuals = await buildManuals({ outputDir: path.resolve(outputDir) });
console.log(manuals.map((manual) => `${manual.language} ${Math.round(manual.bytes / 1024)} kB`).join(', '));
