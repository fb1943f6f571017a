import type { Language } from '@app/contracts';
import { FRONT_MATTER_KEYS, type FrontMatter } from './manual.js';
import { fill } from './text.js';

/**
 * The `key: value` lines between the two `---` that open a manual. Hand-read on purpose: YAML
 * would take a value such as `{date}` for a mapping, and translators need no more than this.
 */
export function readFrontMatter(
  language: Language,
  lines: readonly string[],
  fileName: string,
): { meta: FrontMatter; end: number } {
  if (lines[0] !== '---') throw new Error(`${fileName}: must start with a front matter block (---)`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${fileName}: the front matter block is not closed (---)`);

  const meta: Partial<FrontMatter> = {};
  lines.slice(1, end).forEach((line, index) => {
    const match = /^(\w+):\s*(.*)$/.exec(line);
    const where = `${fileName}:${index + 2}`;
    if (!match?.[1]) throw new Error(`${where}: expected "key: value"`);
    const key = match[1] as keyof FrontMatter;
    if (!FRONT_MATTER_KEYS.includes(key)) throw new Error(`${where}: unknown key "${key}"`);
    // {date}, {page} and {pages} are filled in while rendering, the rest now.
    meta[key] =
      key === 'editionLabel' || key === 'pageLabel'
        ? (match[2] ?? '')
        : fill(language, match[2] ?? '', where);
  });
  for (const key of FRONT_MATTER_KEYS)
    if (!meta[key]) throw new Error(`${fileName}: the front matter has no "${key}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.edition ?? ''))
    throw new Error(`${fileName}: "edition" must be a date written YYYY-MM-DD`);
  return { meta: meta as FrontMatter, end };
}
