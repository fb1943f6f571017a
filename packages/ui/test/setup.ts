import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../test-timeouts.ts';

// waitFor and findBy… wait as long as a busy machine needs (test-timeouts.ts).
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// jsdom lacks the pointer-capture API that Radix's toasts (swipe to dismiss) call on press.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// A component test that logs an error (a React warning, a failed prop type) has a bug even when
// its assertions pass: fail it.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((call: unknown[]) => call.join(' ')).join('\n')}`);
});
