import type { RequestHandler } from 'msw';
import { createHandlers } from '../handlers/index.js';

/** An account still awaiting e-mail confirmation or its first successful payment. */
export const pendingAccount: RequestHandler[] = createHandlers({ userStatus: 'pending' });
