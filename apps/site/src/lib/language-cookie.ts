import { type Language, languageCookie, languageFromCookies } from '@app/i18n';

/**
 * The stored choice (docs/languages.md#language-choice, key `lang`) copied into a cookie, so that the server
 * sends the pre-rendered pages in that language. Called for a choice only: a language taken from the
 * browser is one the server reads from Accept-Language itself.
 */
export function rememberLanguageForServer(language: Language): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports (Firefox, older Safari).
    if (languageFromCookies(document.cookie) !== language) document.cookie = languageCookie(language);
  } catch {
    // Cookies disabled: pages arrive in the browser's language and switch once the script runs.
  }
}
