export { API_VERSION, STRIPE_JS_RELEASE_TRAIN } from './api-version.js';
export type { Clock } from './clock.js';
export type {
  AdvanceClockOptions,
  AdvanceClockResult,
  EmulatorControl,
  EmulatorObjects,
} from './control.js';
export {
  DEFAULT_HOST,
  DEFAULT_PORT,
  type EmulatorOptions,
  type RunningEmulator,
  startEmulator,
} from './emulator.js';
export { encodeForm, parseForm } from './form-encoding.js';
export { assertTestKey, type LiveRun, startLiveRun } from './live-run.js';
export type { EmulatorEvent } from './store.js';
export {
  type CardOutcome,
  TEST_CARDS,
  TEST_PAYMENT_METHOD_IDS,
  type TestCard,
} from './test-cards.js';
export {
  type ChaosSettings,
  chaosFromEnvironment,
  DEFAULT_CHAOS,
  LATE_SECONDS,
  STRIPE_RETRY_SECONDS,
} from './webhook-chaos.js';
export type {
  DeliveryAttempt,
  DeliveryStatus,
  RetryPolicy,
  WebhookBehaviour,
  WebhookDelivery,
  WebhookEndpoint,
} from './webhook-settings.js';
export { signatureHeader } from './webhook-signing.js';
