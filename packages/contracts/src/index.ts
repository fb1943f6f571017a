export type { Language } from './language.js';
export { DEFAULT_LANGUAGE, LANGUAGES, languageSchema } from './language.js';
export type { UserStatus, UsersMeResponse } from './users.js';
export { userStatusSchema, usersMeResponseSchema } from './users.js';
