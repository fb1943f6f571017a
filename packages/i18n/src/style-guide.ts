import type { Language } from '@app/contracts';
import guide from './style-guide.json' with { type: 'json' };

/**
 * The house style of style-guide.json as checks: one form of address per language, one style for
 * buttons, one term per concept. The catalog test runs them on every message and the manuals'
 * test on every paragraph, so site, e-mails and manuals are held to the same words.
 */

interface FormRule {
  readonly why: string;
  readonly forms?: readonly string[];
  readonly anywhere?: boolean;
  readonly ignoreCase?: boolean;
  /** Only the text's first word is looked at (a button's verb). */
  readonly firstWord?: boolean;
  /** With `firstWord`: a first word ending so is the problem (French `-ez` imperatives). */
  readonly endsWith?: string;
}

interface GlossaryTerm {
  readonly concept: string;
  readonly avoid: Partial<Record<Language, readonly string[]>>;
  readonly ignoreCase?: boolean;
  readonly exceptIds?: readonly string[];
  /** Ids starting so keep the word in another sense (the admin area's "Benutzer" are accounts). */
  readonly exceptIdPrefixes?: readonly string[];
}

interface StyleGuide {
  readonly forbidden: Partial<Record<Language, readonly FormRule[]>>;
  readonly buttons: {
    readonly endings: readonly string[];
    readonly exceptSegments: readonly string[];
    readonly exceptIds: readonly string[];
    readonly forbidden: Partial<Record<Language, readonly FormRule[]>>;
  };
  readonly glossary: readonly (GlossaryTerm & Record<Language, string>)[];
}

export const STYLE_GUIDE: StyleGuide = guide as StyleGuide;

/** What a check found: the offending form and the rule's reason. */
export interface StyleProblem {
  readonly form: string;
  readonly why: string;
}

// A word is letters, digits and hyphens ("e-mail" is one word, "l'app" two): so a form matches
// only where it stands alone.
const WORD_CHAR = '[\\p{L}\\p{N}-]';
const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function formPattern(form: string, { anywhere = false, ignoreCase = false }: FormRule): RegExp {
  const flags = ignoreCase ? 'iu' : 'u';
  if (anywhere) return new RegExp(escapePattern(form), flags);
  // A form ending in an apostrophe (French t') is a whole word by itself.
  const after = /['’]$/.test(form) ? '' : `(?!${WORD_CHAR})`;
  return new RegExp(`(?<!${WORD_CHAR})${escapePattern(form)}${after}`, flags);
}

function ruleProblems(rules: readonly FormRule[] | undefined, text: string): StyleProblem[] {
  const problems: StyleProblem[] = [];
  for (const rule of rules ?? []) {
    if (!rule.firstWord) {
      for (const form of rule.forms ?? []) {
        if (formPattern(form, rule).test(text)) problems.push({ form, why: rule.why });
      }
      continue;
    }
    const first = /^\P{L}*(\p{L}[\p{L}'’-]*)/u.exec(text)?.[1] ?? '';
    if (rule.endsWith && first.endsWith(rule.endsWith)) problems.push({ form: first, why: rule.why });
    // A form may be two words ("Si registri"), so it is matched at the start of the text.
    for (const form of rule.forms ?? []) {
      if (new RegExp(`^\\P{L}*${escapePattern(form)}(?!${WORD_CHAR})`, 'u').test(text))
        problems.push({ form, why: rule.why });
    }
  }
  return problems;
}

/** Forms of address and spellings the language never uses, anywhere in `text`. */
export function forbiddenForms(language: Language, text: string): StyleProblem[] {
  return ruleProblems(STYLE_GUIDE.forbidden[language], text);
}

/** Whether a message id labels a button or a call to action (style-guide.json `buttons`). */
export function isButtonMessage(id: string): boolean {
  const { endings, exceptSegments, exceptIds } = STYLE_GUIDE.buttons;
  const segments = id.split('.');
  return (
    endings.includes(segments.at(-1) ?? '') &&
    !segments.some((segment) => exceptSegments.includes(segment)) &&
    !exceptIds.includes(id)
  );
}

/** A button's words against the language's button style. */
export function buttonStyleProblems(language: Language, text: string): StyleProblem[] {
  return ruleProblems(STYLE_GUIDE.buttons.forbidden[language], text);
}

/** Words the glossary replaces with the concept's one term; `id` lets a term allow a quoted text. */
export function glossaryProblems(language: Language, text: string, id?: string): StyleProblem[] {
  const problems: StyleProblem[] = [];
  for (const term of STYLE_GUIDE.glossary) {
    if (id && term.exceptIds?.includes(id)) continue;
    if (id && term.exceptIdPrefixes?.some((prefix) => id.startsWith(prefix))) continue;
    for (const form of term.avoid[language] ?? []) {
      const rule: FormRule = {
        why: `${term.concept}: "${term[language]}"`,
        ignoreCase: term.ignoreCase ?? false,
      };
      if (formPattern(form, rule).test(text)) problems.push({ form, why: rule.why });
    }
  }
  return problems;
}

/** Every problem of one message: address, spelling and glossary; button style when it is a button. */
export function styleProblems(language: Language, message: string, id?: string): StyleProblem[] {
  // An argument's name (`{email}`) is no word of the text.
  const text = message.replace(/\{\s*\w+\s*(?=[,}])/g, '{');
  return [
    ...forbiddenForms(language, text),
    ...glossaryProblems(language, text, id),
    ...(id && isButtonMessage(id) ? buttonStyleProblems(language, text) : []),
  ];
}
