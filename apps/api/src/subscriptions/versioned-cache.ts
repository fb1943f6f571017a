/**
 * Values kept per key together with the version they were computed at. A lookup with any other
 * version misses, so the caller, who reads the current version from the database on every
 * request, never gets a stale value, whichever process changed the data. Bounded: past `max`
 * entries the oldest written goes first.
 */
export class VersionedCache<Value> {
  readonly #entries = new Map<string, { version: string; value: Value }>();

  constructor(readonly max: number) {}

  get(key: string, version: string): Value | undefined {
    const entry = this.#entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  set(key: string, version: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
