import { usersHandlers } from './users.js';

/** The happy path of every call: what a signed-in, fully working account sees. */
export const handlers = [...usersHandlers];
