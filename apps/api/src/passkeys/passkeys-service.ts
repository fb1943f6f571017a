// What other domains read of this domain's tables: its repositories are private to it
// (docs/architecture.md#domains).
export { countPasskeys, practiceRequiresPasskey } from './passkeys-repository.js';
