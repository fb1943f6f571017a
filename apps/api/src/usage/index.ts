/**
 * The usage domain's entry: the Windows app's transcription time (docs/desktop-app.md#usage).
 */
export {
  reportUsage,
  USAGE_CLOCK_SKEW_SECONDS,
  USAGE_DAY_SECONDS,
  type UsageReporter,
  usageByAccount,
  usageMonthStart,
} from './usage-service.js';
