/** The API's source, from the repository's root. */
export const API_SOURCE: string;

/** Whether a file, named from the source folder, may hold SQL: a `*-repository.ts` or under `db/`. */
export function isSqlHome(file: string): boolean;

/** The queries run and the SQL texts of one file's text, each at its line. */
export function misplacedSql(file: string, text: string): Array<{ line: number; what: string }>;

/** Every misplaced query under `dir` (default apps/api/src) of `base` (default the repository). */
export function checkSqlPlacement(base?: string, dir?: string): string[];
