import { LANGUAGES } from '@app/contracts';
import { loadCatalog } from '@app/i18n/catalogs';
import { resetDefaultWorld } from '@app/mocks';
import { server } from '@app/mocks/node';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test-timeouts.ts';
// The signed-in routes bring the words of their API errors; tests render those screens alone.
import '../app/account-error-messages.js';

// waitFor and findBy… wait as long as a busy machine needs (test-timeouts.ts).
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// Strict: a call without a handler is a bug in the test or the code, never a real request.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The browser fetches one language's words at a time; tests render any language at once.
beforeAll(() => Promise.all(LANGUAGES.map((language) => loadCatalog(language))));
// The browser fetches the session chart on demand; here it is at hand, as on a warm cache.
beforeAll(() => import('../lib/session/session-actor.js'));
afterAll(() => server.close());

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // The default handlers' account lives as long as the server: what one test cancelled or
  // invited, the next test of the worker (isolate: false) would otherwise start from.
  resetDefaultWorld();
  // Absent in the files that run in Node (the pre-renderer's).
  if (typeof window !== 'undefined') window.localStorage.clear();
  const calls = consoleError.mock.calls;
  // Every spy a test made is put back (console.error's among them): the files of a worker share
  // one window (vitest.config.ts), so a clipboard made to refuse by one test would refuse the next.
  vi.restoreAllMocks();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((call: unknown[]) => call.join(' ')).join('\n')}`);
});
