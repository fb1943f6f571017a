import { LANGUAGES } from './languages.js';
import { z } from './zod.js';

/** A language of the interface (languages.ts) as the calls accept it. */
export const languageSchema = z.enum(LANGUAGES);
