import { usersAndSessions } from './0001-users-and-sessions.js';

export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly statements: readonly string[];
}

/** In order. A migration, once on main, is never edited: add the next one instead. */
export const migrations: readonly Migration[] = [usersAndSessions];
