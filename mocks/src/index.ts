export { activeUser, pendingUser } from './fixtures/users.js';
export { handlers } from './handlers/index.js';
export { pendingAccount } from './scenarios/users.js';
