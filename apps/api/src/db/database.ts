/**
 * The one interface the rest of the API sees, whether the rows live in embedded PGlite or on a
 * PostgreSQL server: both speak the same SQL, so repositories are written once.
 */
export interface Queryable {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of it is written, or none. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
