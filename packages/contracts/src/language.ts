import { z } from 'zod';
import { LANGUAGES } from './languages.js';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
export const languageSchema = z.enum(LANGUAGES);
