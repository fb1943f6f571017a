/**
 * The admin domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export {
  addBlacklistPhrase,
  appBlacklist,
  blacklist,
  givenUpMails,
  removeBlacklistPhrase,
  usersList,
} from './admin-service.js';
export { approveInvoiceOrder, markInvoicePaid, openInvoices } from './open-invoices-service.js';
export { promoteAdmins } from './promote-admins.js';
