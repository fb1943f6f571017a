export {
  type AnswerOptions,
  SoftwareAuthenticator,
  type StoredCredential,
} from './software-authenticator.js';
