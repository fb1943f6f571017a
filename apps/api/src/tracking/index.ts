/**
 * The tracking domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { countClick, deleteTrackingStat, trackingStats } from './tracking-service.js';
