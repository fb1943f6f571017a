import { LANGUAGES } from './languages.js';
import { z } from './zod.js';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
export const languageSchema = z.enum(LANGUAGES);
