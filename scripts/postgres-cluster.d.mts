export interface PostgresCluster {
  /** postgres://user@127.0.0.1:port/postgres */
  readonly url: string;
  /** The server's major version, e.g. "15". */
  readonly version: string;
  /** `pg_ctl stop -m fast`: what a restart does to open connections. */
  halt(): void;
  /** Starts the server again after halt(), on the same port and data. */
  start(): void;
  /** Ends the server and removes its folder. */
  stop(): void;
}

export function startPostgresCluster(): Promise<PostgresCluster>;
export function freePort(): Promise<number>;
