import { CHOSEN_PLAN_PARAM } from '@app/contracts';
import type { SignInReturn } from '@app/machines';
import { isPaidPlan, type PaidPlan } from '@app/pricing';
import type { IntlShape } from 'react-intl';

/**
 * Where signing in leads (docs/accounts.md#sign-in): the `from` of the navigation state, with the rest of
 * that state (the plan chosen on /license) handed on; else /. Only a path of this site is followed,
 * never another origin.
 */
export function returnToFrom(state: unknown): SignInReturn {
  if (!state || typeof state !== 'object') return {};
  const { from, ...rest } = state as Record<string, unknown>;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return {};
  return Object.keys(rest).length > 0 ? { from, state: rest } : { from };
}

/**
 * docs/accounts.md#email-validation: the way back to /payment with the plan chosen on /license,
 * kept through sign-up, the confirmation mail (its link brings `?plan=` back to /signin) and sign-in.
 */
export function signInReturn(state: unknown, search: URLSearchParams): SignInReturn {
  const confirmed = search.get(CHOSEN_PLAN_PARAM);
  if (isPaidPlan(confirmed)) return { from: '/payment', state: { licenseType: confirmed } };
  return returnToFrom(state);
}

/** The plan being bought, when signing in or up leads on to /payment; null otherwise. */
export function planOf(returnTo: SignInReturn): PaidPlan | null {
  if (returnTo.from !== '/payment') return null;
  const licenseType = returnTo.state?.licenseType;
  // /payment itself takes anything but Enterprise as Premium (docs/subscriptions-and-money.md#payment-page).
  return isPaidPlan(licenseType) ? licenseType : 'premium';
}

/** The navigation state that keeps the way back when moving between /signin and /signup. */
export function returnState(returnTo: SignInReturn): Record<string, unknown> | undefined {
  return returnTo.from ? { ...returnTo.state, from: returnTo.from } : undefined;
}

/** The plan's name as the site writes it (Premium, Enterprise, Entreprise in French), from the public part of the catalog. */
export function planName(intl: IntlShape, plan: PaidPlan): string {
  return plan === 'enterprise'
    ? intl.formatMessage({ id: 'account.type.enterprise' })
    : intl.formatMessage({ id: 'account.type.premium' });
}
