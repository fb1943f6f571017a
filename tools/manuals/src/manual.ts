import type { Language } from '@app/contracts';

/** The words of the title page and the footer, from the source's front matter. */
export const FRONT_MATTER_KEYS = [
  'title',
  'subtitle',
  'edition',
  'editionLabel',
  'contentsLabel',
  'pageLabel',
  'country',
] as const;
export type FrontMatter = Record<(typeof FRONT_MATTER_KEYS)[number], string>;

/** What a manual is made of; text keeps `**bold**` markers for the renderer. */
export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

export interface ManualSource {
  language: Language;
  meta: FrontMatter;
  blocks: Block[];
}
