/** What every command runs with: where its state is, its clock and where it prints. */
export interface Context {
  statePath: string;
  /** The client's clock; `--now` moves it (tests of the offline grace's end). */
  now: () => Date;
  print: (line: string) => void;
}
