export type { Language } from '@app/contracts';
export { COMPANY, DOWNLOAD_URL, PRODUCT_NAME, STORE_PRODUCT_ID } from './brand.js';
export { type CatalogPart, catalogPartOf } from './catalog-parts.js';
export {
  type ChfParts,
  chfParts,
  formatChf,
  formatChfFromCents,
  formatLongDate,
  formatMonthYear,
  formatUnixSecondsDate,
  formatVatRate,
  localeFor,
  MINUS_SIGN,
  MISSING_VALUE,
  TIME_ZONE,
} from './format.js';
export { intlFor } from './intl.js';
export type { LanguageSources, LanguageStorage } from './language.js';
export {
  acceptedLanguages,
  detectLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  languageFromCookies,
  readStoredLanguage,
  storeLanguage,
} from './language.js';
export type { Catalog, ErrorMessageId, MessageId } from './messages.js';
export { isMessageId, messages } from './messages.js';
export type {
  PracticeServiceId,
  ProcessingCountry,
  Processor,
  ProcessorId,
  TransferSafeguard,
} from './processors.js';
export { PRACTICE_SERVICES, PROCESSORS, practiceServiceFor, processorFor } from './processors.js';
