/**
 * The licenses domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { acceptInvitation, declineInvitation } from './invitation-answers.js';
export { removeColleague, sendInvitation } from './licenses-service.js';
export { membershipOf } from './practice-repository.js';
export {
  answerOwnership,
  offerOwnership,
  type PracticeChange,
  practiceOf,
  setMemberRoles,
} from './practice-service.js';
export { reassignLicense } from './reassign-license.js';
