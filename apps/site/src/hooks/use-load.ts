import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useCallback, useEffect, useState } from 'react';

/** What a screen has read so far: under way, failed (with what to say), or its data. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly feedback: Feedback }
  | { readonly status: 'ready'; readonly data: T };

export interface Load<T> {
  readonly loaded: Loaded<T>;
  /** Reads again from the start: the screen shows its loading state meanwhile. */
  readonly retry: () => void;
  /** Reads again behind what is shown; a failure then keeps the data already shown. */
  readonly refresh: () => void;
}

/**
 * The one way a screen reads what it starts from, outside a chart: `load` runs when the screen
 * opens and whenever it changes (so wrap it in `useCallback` with what it reads), or not at all
 * while it is null; a failure becomes the server's error or the network message
 * (docs/languages.md#error-text), and is logged as `name` ("[screen] call"). An answer that comes after the
 * screen has gone, or after a newer read started, is dropped.
 */
export function useLoad<T>(load: (() => Promise<T>) | null, name: string): Load<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    if (!load) {
      setLoaded({ status: 'loading' });
      return;
    }
    let current = true;
    load().then(
      (data) => {
        if (current) setLoaded({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`${name} failed`, error);
        const feedback = failureFeedback(failureOf(error), 'errors.network');
        setLoaded((previous) => (previous.status === 'ready' ? previous : { status: 'failed', feedback }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, name]);
  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { loaded, retry, refresh };
}
