export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

/** A logger of the shape the API's workers take (pino's), keeping what it is told for the test to read. */
export function recordingLog() {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (details: object, message: string) => entries.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => entries.push({ level: 'warn', details, message }),
    error: (details: object, message: string) => entries.push({ level: 'error', details, message }),
  };
}

/** A logger of the same shape that keeps nothing, for a worker whose words the test does not check. */
export const silentLog = { info() {}, warn() {}, error() {} };
