import type { Language } from '@app/contracts';
import { Lexer, type Token, type Tokens } from 'marked';
import { readFrontMatter } from './front-matter.js';
import type { Block, ManualSource } from './manual.js';
import { fill } from './text.js';

/** Where a token starts, for error messages: `en.md:12`. */
type Where = (offset: number) => string;

/**
 * A paragraph's, heading's or item's inline Markdown as the renderer takes it: plain text with
 * `**bold**`, line breaks joined as spaces. Anything else would be printed as written, so it
 * stops the build.
 */
function inlineText(tokens: readonly Token[], where: string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'text':
          return 'tokens' in token && token.tokens ? inlineText(token.tokens, where) : token.text;
        case 'escape':
          return token.text;
        case 'strong':
          return `**${inlineText(token.tokens ?? [], where)}**`;
        case 'br':
          return ' ';
        default:
          throw new Error(`${where}: only **bold** may mark text (found ${token.type})`);
      }
    })
    .join('')
    .replace(/[ \t]*\n[ \t]*/g, ' ');
}

function headingBlock(language: Language, token: Tokens.Heading, where: string): Block {
  // The title page holds the one level-1 heading; deeper levels would not show in a short manual.
  if (token.depth !== 2 && token.depth !== 3)
    throw new Error(`${where}: only ## and ### headings are allowed`);
  return {
    kind: 'heading',
    level: token.depth,
    text: fill(language, inlineText(token.tokens, where), where),
  };
}

function paragraphBlock(language: Language, token: Tokens.Paragraph, where: string): Block {
  return { kind: 'paragraph', text: fill(language, inlineText(token.tokens, where), where) };
}

/** `> ` lines: one short aside, one paragraph. */
function noteBlock(language: Language, token: Tokens.Blockquote, where: string): Block {
  const [paragraph, ...rest] = token.tokens;
  if (paragraph?.type !== 'paragraph' || rest.length > 0)
    throw new Error(`${where}: a note (>) holds one paragraph`);
  return { kind: 'note', text: fill(language, inlineText(paragraph.tokens ?? [], where), where) };
}

/** `1.` steps or `-` bullets, one line each. */
function listBlock(language: Language, token: Tokens.List, offset: number, where: Where): Block {
  let itemOffset = offset;
  const items = token.items.map((item) => {
    const at = where(itemOffset);
    itemOffset += item.raw.length;
    const [body, ...rest] = item.tokens;
    if ((body?.type !== 'text' && body?.type !== 'paragraph') || rest.some((child) => child.type !== 'space'))
      throw new Error(`${at}: a list item holds one line of text`);
    return fill(language, inlineText(body.tokens ?? [], at), at);
  });
  return { kind: 'list', ordered: token.ordered, items };
}

function block(language: Language, token: Token, offset: number, where: Where): Block | null {
  switch (token.type) {
    case 'space':
      return null;
    case 'heading':
      return headingBlock(language, token as Tokens.Heading, where(offset));
    case 'paragraph':
      return paragraphBlock(language, token as Tokens.Paragraph, where(offset));
    case 'blockquote':
      return noteBlock(language, token as Tokens.Blockquote, where(offset));
    case 'list':
      return listBlock(language, token as Tokens.List, offset, where);
    default:
      throw new Error(`${where(offset)}: ${token.type} is not part of a manual's Markdown`);
  }
}

/**
 * Reads manuals/<language>.md into front matter and blocks, placeholders filled in. The source
 * is a small Markdown subset, so translators edit plain text: `## Chapter` and `### Section`
 * headings, paragraphs, `1.` numbered steps, `-` bullets, `> ` notes, `**bold**` for the names
 * of buttons and menus, and placeholders such as `{supportEmail}` (see facts.ts).
 */
export function parseManual(language: Language, source: string, fileName = `${language}.md`): ManualSource {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const { meta, end } = readFrontMatter(language, lines, fileName);
  const body = lines.slice(end + 1).join('\n');
  const firstLine = end + 2;
  const where: Where = (offset) =>
    `${fileName}:${firstLine + (body.slice(0, offset).match(/\n/g)?.length ?? 0)}`;

  const blocks: Block[] = [];
  let offset = 0;
  for (const token of new Lexer({ gfm: false }).lex(body)) {
    const next = block(language, token, offset, where);
    if (next) blocks.push(next);
    offset += token.raw.length;
  }
  if (!blocks.some((next) => next.kind === 'heading'))
    throw new Error(`${fileName}: a manual needs at least one ## chapter`);
  return { language, meta, blocks };
}
