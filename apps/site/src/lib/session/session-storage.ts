import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';

/**
 * Where the session token lives (docs/accounts.md#session). Storage can throw (Safari private mode, storage
 * disabled): the session then lives in memory.
 */
export const tokenStorage = {
  read(): string | null {
    try {
      return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(token: string | null): void {
    try {
      if (token) window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
      else window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      // Nothing to do: the in-memory session still ends or starts.
    }
  },
};
