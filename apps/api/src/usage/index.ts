/**
 * The usage domain's entry: the Windows app's transcription time (docs/desktop-app.md#usage).
 */
export {
  exportedUsage,
  lastAppUse,
  reportUsage,
  type UsageReporter,
  usageByAccount,
  usageMonthStart,
  usageOfAccount,
} from './usage-service.js';
