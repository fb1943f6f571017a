/**
 * The mail domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { startOutboxWorker } from './outbox-worker.js';
