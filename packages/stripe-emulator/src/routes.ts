import { BILLING_ROUTES } from './api-routes/billing-routes.js';
import { CATALOGUE_ROUTES } from './api-routes/catalogue-routes.js';
import { CUSTOMER_ROUTES } from './api-routes/customer-routes.js';
import { EVENT_ROUTES } from './api-routes/event-routes.js';
import { INTENT_ROUTES } from './api-routes/intent-routes.js';
import type { Route } from './api-routes/route.js';

/** The part of Stripe's v1 API this product uses (packages/stripe-emulator/README.md#what-is-emulated). */
export const ROUTES: Route[] = [
  ...CUSTOMER_ROUTES,
  ...CATALOGUE_ROUTES,
  ...BILLING_ROUTES,
  ...INTENT_ROUTES,
  ...EVENT_ROUTES,
];

export interface MatchedRoute {
  route: Route;
  path: Record<string, string>;
}

export function matchRoute(method: string, pathname: string): MatchedRoute | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const pattern = route.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const path: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        path[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { route, path };
  }
  return null;
}
