/**
 * The health domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { pingDatabase } from './health-service.js';
