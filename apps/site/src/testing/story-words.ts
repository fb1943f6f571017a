import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contracts';
import { formatChf, formatLongDate, intlFor, type MessageId } from '@app/i18n';

type Values = Readonly<Record<string, string | number | Date>>;

export interface StoryWords {
  /** The language the story renders in (its `locale` global: the toolbar's, or its project's). */
  readonly language: Language;
  /** The catalog and Swiss formats of that language, for what the helpers below do not cover. */
  readonly intl: ReturnType<typeof intlFor>;
  /**
   * A message exactly as the screen renders it, for accessible names (`getByRole(…, { name })`),
   * which Testing Library compares without collapsing white space.
   */
  t(id: MessageId, values?: Values): string;
  /**
   * The same with white space collapsed (French puts no-break spaces before `:` and `?`), as
   * `getByText`, `getByLabelText` and `toHaveTextContent` see text.
   */
  text(id: MessageId, values?: Values): string;
  /** The words inside a rich-text tag of a message (`<link>…</link>`): a link's name. */
  inTag(id: MessageId, tag: string, values?: Values): string;
  /** A form field's label, with or without the asterisk of a required field, as a whole-label match. */
  label(id: MessageId): RegExp;
  /** An amount in CHF as text (white space collapsed), formatted as the screens format it. */
  chf(cents: number): string;
  /** A long date as text (white space collapsed), formatted as the screens format it. */
  date(value: Date | string): string;
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words a story looks for, in its own language: a play function finds elements by the
 * catalogs' messages (packages/i18n), never by English literals, so the same story checks the
 * screen in fr, de, it and en.
 *
 *   play: async ({ canvasElement, globals }) => {
 *     const { t } = storyWords(globals);
 *     await userEvent.click(within(canvasElement).getByRole('button', { name: t('payment.continue') }));
 *   }
 */
export function storyWords(globals: Readonly<Record<string, unknown>>): StoryWords {
  const language = isLanguage(globals.locale) ? globals.locale : DEFAULT_LANGUAGE;
  const intl = intlFor(language);
  const t = (id: MessageId, values?: Values) => intl.formatMessage({ id }, values);
  const text = (id: MessageId, values?: Values) => collapse(t(id, values));
  return {
    language,
    intl,
    t,
    text,
    inTag: (id, tag, values) => {
      let inside = '';
      intl.formatMessage(
        { id },
        {
          ...values,
          [tag]: (chunks: unknown[]) => {
            inside = chunks.join('');
            return inside;
          },
        },
      );
      return inside;
    },
    label: (id) => new RegExp(`^${escapeRegExp(text(id))}\\*?$`),
    chf: (cents) => collapse(formatChf(cents, language)),
    date: (value) => collapse(formatLongDate(value, language)),
  };
}
