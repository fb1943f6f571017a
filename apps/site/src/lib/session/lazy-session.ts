import type { NavigateEmitted, SessionEvent } from '@app/machines';
import type { SessionActor } from './session-actor.js';
import { tokenStorage } from './session-storage.js';

/**
 * The session chart (docs/accounts.md#session), fetched (with XState) only once there is a session to manage:
 * a first event, or `load()` when a token is stored, so a visitor who is not signed in never downloads it
 * on a public page. Until it runs, the visitor is what the stored token says (the chart's own
 * first step), and events wait for it in order.
 */
export class LazySession {
  readonly #storedToken: string | null;
  #actor: SessionActor | undefined;
  #loading: Promise<void> | undefined;
  readonly #pending: SessionEvent[] = [];
  readonly #listeners = new Set<() => void>();
  /** Where the chart's `navigate` events go; the provider points it at the router. */
  navigate: (event: NavigateEmitted) => void = () => {};

  constructor(storedToken = tokenStorage.read()) {
    this.#storedToken = storedToken || null;
  }

  readonly signedIn = (): boolean => (this.#actor ? this.#actor.signedIn() : this.#storedToken !== null);

  readonly token = (): string | null => (this.#actor ? this.#actor.token() : this.#storedToken);

  readonly send = (event: SessionEvent): void => {
    if (this.#actor) {
      this.#actor.send(event);
      return;
    }
    this.#pending.push(event);
    void this.load();
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Starts the chart; resolves once it runs, with any waiting events handed to it. */
  load(): Promise<void> {
    this.#loading ??= import('./session-actor.js').then(
      ({ startSessionActor }) => {
        const actor = startSessionActor(this.#storedToken, (event) => this.navigate(event));
        actor.subscribe(() => this.#notify());
        this.#actor = actor;
        for (const event of this.#pending.splice(0)) actor.send(event);
        this.#notify();
      },
      (error: unknown) => {
        // A failed download (offline): the next event tries again, the waiting ones still queued.
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
