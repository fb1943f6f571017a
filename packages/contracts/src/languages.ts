/**
 * docs/languages.md#languages: the interface languages, in the order the language selector shows them.
 * Kept apart from the schemas, so a page that only lists the languages does not load zod.
 */
export const LANGUAGES = ['fr', 'de', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * docs/languages.md#languages: the fallback when neither the stored choice nor the browser gives a supported
 * one.
 */
export const DEFAULT_LANGUAGE: Language = 'en';
