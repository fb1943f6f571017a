import { z } from 'zod';

/** SPEC §1: the interface languages, in the order the language selector shows them (SPEC §2). */
export const LANGUAGES = ['fr', 'de', 'it', 'en'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** SPEC §1 and §9: the fallback when neither the stored choice nor the browser gives a supported one. */
export const DEFAULT_LANGUAGE: Language = 'en';
