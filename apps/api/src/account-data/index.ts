/**
 * The account-data domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { deleteAccount, keepAccount } from './account-deletion-service.js';
export { accountSettings } from './account-settings.js';
export { startAnonymisationWorker } from './anonymisation-worker.js';
export { exportAccountData } from './export-service.js';
