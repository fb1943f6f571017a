// Fails when a citation of the product's rules points nowhere: every `docs/<page>.md#<anchor>` in a
// file of the repository (code, tests, stories, READMEs, the docs themselves) must name a page of
// docs/ and an anchor in it, and the docs' own relative links must resolve. It also fails on a
// citation of the documents the rules came from, which live outside the repository (the spec's
// numbered sections, the architecture and toolchain notes, a path into ../shared/), on a reference
// to a tracker's issue by its number, which no reader of the repository can open, and on a README
// cited by a quoted section title instead of an anchor: the README and the code must stand alone.
// A `<path>/README.md#<anchor>` citation is checked like a docs one, and so are the anchors of the
// Markdown links in the READMEs. Run by `npm run lint:root`, so by `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(text) {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/**
 * Every anchor of a Markdown text (explicit ids and names, and its headings' slugs), and those
 * given twice: a link to one of those would land on whichever comes first.
 */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const twice = new Set();
  const add = (anchor) => (anchors.has(anchor) ? twice.add(anchor) : anchors.add(anchor));
  for (const match of markdown.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g)) add(match[1]);
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    add(count === 0 ? slug : `${slug}-${count}`);
  }
  return { anchors, twice };
}

// Written in pieces so that this file does not cite what it forbids.
const SECTION = '\u00a7';
const FORBIDDEN = [
  {
    pattern: new RegExp(`\\b${'SP'}EC ${SECTION}`),
    why: 'cites a section of the spec outside the repository',
  },
  {
    pattern: new RegExp(`\\b${'ARCHI'}TECTURE\\b`),
    why: 'cites the architecture note outside the repository',
  },
  { pattern: new RegExp(`\\b${'TOOL'}CHAIN\\b`), why: 'cites the toolchain note outside the repository' },
  { pattern: /(?:\.\.\/)+shared\/[\w.-]+\.md|\/work\/shared\//, why: 'points outside the repository' },
  {
    pattern: new RegExp(`\\b${'issue'}s?[ #-]+#?[0-9]+`, 'i'),
    why: 'cites a tracker issue by number: cite the rule as docs/<page>.md#<anchor>',
  },
  {
    pattern: new RegExp(`\\b${'READ'}ME(?:'s)?,? ["'\u2018\u201c]`),
    why: 'cites a README by a quoted title: cite it as <path>/README.md#<anchor>',
  },
];

/** Files the checks above skip: written by tools, not by us. */
const GENERATED = /(?:^|\/)(?:package-lock\.json|node_modules\/|dist\/|__screenshots__\/)/;

const CITATION = /(?<![\w./-])(?:\.\.\/)*docs\/([\w./-]+?\.md)#([\w-]*)/g;
const README_CITATION = /(?<![\w./-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*README\.md)#([\w-]*)/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|wasm)$/i;

function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter(
    (file) => !BINARY.test(file) && existsSync(path.join(root, file)),
  );
}

export function checkDocCitations(
  files = trackedFiles(),
  read = (file) => readFileSync(path.join(root, file), 'utf8'),
) {
  const texts = new Map();
  for (const file of files) {
    const text = read(file);
    if (!text.includes('\0')) texts.set(file, text);
  }
  const problems = [];
  const anchorCache = new Map();
  const anchorsOfPage = (page) => {
    if (!anchorCache.has(page)) {
      const found = texts.has(page) ? anchorsOf(texts.get(page)) : null;
      for (const anchor of found?.twice ?? []) problems.push(`${page}: the anchor #${anchor} is given twice`);
      anchorCache.set(page, found?.anchors ?? null);
    }
    return anchorCache.get(page);
  };
  for (const file of texts.keys()) if (file.startsWith('docs/') && file.endsWith('.md')) anchorsOfPage(file);
  // A README cited by a path from the repository's root, or relative to the citing file.
  const readmeOf = (file, cited) => {
    const fromFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), cited));
    const fromRoot = path.posix.normalize(cited);
    const relative = cited.startsWith('.') || !cited.includes('/');
    for (const target of relative ? [fromFile] : [fromRoot, fromFile]) if (texts.has(target)) return target;
    return null;
  };

  let citations = 0;
  for (const [file, text] of texts) {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const { pattern, why } of GENERATED.test(file) ? [] : FORBIDDEN) {
        if (pattern.test(line)) problems.push(`${where}: ${why}: ${line.trim().slice(0, 120)}`);
      }
      for (const [, page, anchor] of line.matchAll(CITATION)) {
        citations += 1;
        const target = path.posix.join('docs', page);
        const anchors = anchorsOfPage(target);
        if (anchors === null) problems.push(`${where}: no page ${target} (cited as ${target}#${anchor})`);
        else if (!anchor) problems.push(`${where}: ${target}# names no anchor`);
        else if (!anchors.has(anchor)) problems.push(`${where}: no anchor #${anchor} in ${target}`);
      }
      for (const [, cited, anchor] of line.matchAll(README_CITATION)) {
        citations += 1;
        const target = readmeOf(file, cited);
        const anchors = target === null ? null : anchorsOfPage(target);
        if (anchors === null) problems.push(`${where}: no README at ${cited} (cited as ${cited}#${anchor})`);
        else if (!anchor) problems.push(`${where}: ${target}# names no anchor`);
        else if (!anchors.has(anchor)) problems.push(`${where}: no anchor #${anchor} in ${target}`);
      }
      const isDocsPage = file.startsWith('docs/') && file.endsWith('.md');
      if (!isDocsPage && !/(?:^|\/)README\.md$/.test(file)) return;
      for (const [, link] of line.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z][a-z+.-]*:/i.test(link)) continue;
        const [linkPath, anchor] = link.split('#');
        const target = linkPath
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linkPath))
          : file;
        if (linkPath && !existsSync(path.join(root, target))) {
          problems.push(`${where}: link to ${link}, but there is no ${target}`);
          continue;
        }
        if (anchor === undefined || !target.endsWith('.md')) continue;
        citations += 1;
        if (!anchorsOfPage(target)?.has(anchor)) problems.push(`${where}: no anchor #${anchor} in ${target}`);
      }
    });
  }
  return { problems, citations, files: texts.size };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { problems, citations, files } = checkDocCitations();
  for (const problem of problems) console.error(problem);
  console.log(
    `doc citations: ${citations} checked in ${files} files, ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
