import { GIVEN_UP_MAILS_SHOWN, samePhrase } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse, redirectResponse } from '../endpoint.js';
import type { MockWorld } from '../world.js';

/** Where /tracking/click sends the browser; like the API, never a target from the request. */
export const MOCK_DOWNLOAD_DESTINATION = '/download';

/** The admin calls' caller, as the world has her (docs/admin.md#admin-two-factor). */
export const adminRules = (world: MockWorld) => ({
  adminCaller: () => ({
    role: world.role,
    twoFactorEnabled: world.settings.twoFactor.enabled,
    secondFactorSession: world.secondFactorSession,
    passkeySession: world.passkeySession,
  }),
});

export const adminHandlers = (world: MockWorld): RequestHandler[] => {
  const rules = adminRules(world);
  return [
    endpointHandler('adminAccess', () => ({ message: 'The admin area is open.' }), rules),
    endpointHandler('getBlacklist', () => world.blacklist, rules),
    endpointHandler(
      'addBlacklistPhrase',
      ({ input: { lang, phrase } }) => {
        if (world.blacklist[lang]?.some((listed) => samePhrase(listed, phrase)))
          return errorResponse('already_exists');
        world.blacklist = { ...world.blacklist, [lang]: [...(world.blacklist[lang] ?? []), phrase] };
        return world.blacklist;
      },
      rules,
    ),
    endpointHandler(
      'removeBlacklistPhrase',
      ({ input: { lang, phrase } }) => {
        if (!world.blacklist[lang]?.includes(phrase)) return errorResponse('not_found');
        world.blacklist = {
          ...world.blacklist,
          [lang]: (world.blacklist[lang] ?? []).filter((p) => p !== phrase),
        };
        return world.blacklist;
      },
      rules,
    ),
    endpointHandler('trackingStats', () => world.stats, rules),
    endpointHandler(
      'deleteTrackingStat',
      ({ input: { _id } }) => {
        if (!world.stats.some((stat) => stat._id === _id)) return errorResponse('not_found');
        world.stats = world.stats.filter((stat) => stat._id !== _id);
        return { message: 'Deleted.' };
      },
      rules,
    ),
    endpointHandler('listUsers', () => world.users, rules),
    // docs/admin.md#given-up-mails: the newest first, as many as the API shows.
    endpointHandler(
      'listGivenUpMails',
      () =>
        [...world.givenUpMails]
          .sort((a, b) => b.givenUpAt.localeCompare(a.givenUpAt))
          .slice(0, GIVEN_UP_MAILS_SHOWN),
      rules,
    ),
    endpointHandler('listOpenInvoices', () => world.openInvoices, rules),
    // The mocked backend keeps only the open invoices: any other id is one it never had. An invoice
    // paid meanwhile (invoice_not_open) is refusalOn's to stand in for.
    endpointHandler(
      'markInvoicePaid',
      ({ input: { invoiceId } }) => {
        if (!world.openInvoices.some((invoice) => invoice.invoiceId === invoiceId))
          return errorResponse('not_found');
        world.openInvoices = world.openInvoices.filter((invoice) => invoice.invoiceId !== invoiceId);
        return world.openInvoices;
      },
      rules,
    ),
    // docs/admin.md#approve-order: the order starts; the invoice stays open until its transfer.
    endpointHandler(
      'approveInvoiceOrder',
      ({ input: { invoiceId } }) => {
        if (!world.openInvoices.some((invoice) => invoice.invoiceId === invoiceId))
          return errorResponse('not_found');
        world.openInvoices = world.openInvoices.map((invoice) =>
          invoice.invoiceId === invoiceId ? { ...invoice, awaitsApproval: false } : invoice,
        );
        return world.openInvoices;
      },
      rules,
    ),
    endpointHandler('trackingClick', () => redirectResponse(MOCK_DOWNLOAD_DESTINATION)),
  ];
};
