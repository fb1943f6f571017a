// What other domains read and write of the accounts' users table: its repository is private to
// the domain (docs/architecture.md#domains).
export {
  findUserByEmail,
  findUserById,
  insertInvitedUser,
  markEmailConfirmed,
  promoteConfirmedToAdmin,
  type StoredUser,
  updateUserStatus,
} from './accounts-repository.js';
