import { isPlan } from '@app/pricing';
import { defineMessages, type IntlShape } from 'react-intl';

const planMessages = defineMessages({
  free: { id: 'admin.plan.free' },
  premium: { id: 'admin.plan.premium' },
  enterprise: { id: 'admin.plan.enterprise' },
});

/**
 * A plan's name in the interface language. The stats keep a plan as free text (a click recorded
 * under a retired plan name must still show), so anything unknown is shown as it came.
 */
export function planLabel(intl: IntlShape, plan: string): string {
  return isPlan(plan) ? intl.formatMessage(planMessages[plan]) : plan;
}
