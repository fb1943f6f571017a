/**
 * The rate-limits domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { startAttemptsPruning } from './attempts-pruning.js';
