/**
 * The trials domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { startTrialReminders } from './trial-reminders.js';
