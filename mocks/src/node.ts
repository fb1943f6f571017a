import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.js';

/** For Vitest in Node: `server.listen({ onUnhandledRequest: 'error' })` in the setup file. */
export const server = setupServer(...handlers);
