import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.js';

/** For Storybook and mocked browser runs of the site. */
export const worker = setupWorker(...handlers);
