import type { AuditEntry, Language } from '@app/contracts';
import { formatLongDate, type MessageId, MISSING_VALUE } from '@app/i18n';

type Values = Record<string, unknown>;
type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** What the summaries need of react-intl: its plain-text messages (a screen's intl, or a test's intlFor). */
export interface Words {
  formatMessage(descriptor: { id: MessageId }, values?: Record<string, string | number>): string;
}

/** The labels of the values the log names (docs/audit-log.md#summaries); any other key is shown as it is. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  roles: 'account.activity.field.roles',
  seats: 'account.activity.field.seats',
  plan: 'account.activity.field.plan',
  frequency: 'account.activity.field.frequency',
  email: 'account.activity.field.email',
  scheduledPlan: 'account.activity.field.scheduledPlan',
  scheduledFrequency: 'account.activity.field.scheduledFrequency',
  scheduledSeats: 'account.activity.field.scheduledSeats',
  company: 'billing.details.company',
  vatNumber: 'billing.details.vatNumber',
  invoiceEmail: 'billing.details.invoiceEmail',
  firstName: 'payment.billing.firstName',
  lastName: 'payment.billing.lastName',
  address: 'payment.billing.address',
  postalCode: 'payment.billing.postalCode',
  city: 'payment.billing.city',
};

const WORDS: Readonly<Record<string, MessageId>> = {
  owner: 'account.practice.role.owner',
  admin: 'account.practice.role.admin',
  billing: 'account.practice.role.billing',
  member: 'account.practice.role.member',
  free: 'account.type.free',
  premium: 'account.type.premium',
  enterprise: 'account.type.enterprise',
  monthly: 'payment.frequency.monthly',
  annual: 'payment.frequency.annual',
  accept: 'account.activity.answer.accept',
  decline: 'account.activity.answer.decline',
  withdraw: 'account.activity.answer.withdraw',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/;

/** One value as a person reads it: a word of ours, a date, a list; never JSON for what we know. */
function valueText(say: Say, language: Language, value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  if (Array.isArray(value)) return value.map((item) => valueText(say, language, item)).join(', ');
  if (typeof value === 'string') {
    const word = WORDS[value];
    if (word) return say(word);
    return ISO_DATE.test(value) ? formatLongDate(value, language) : value;
  }
  if (typeof value === 'boolean')
    return say(value ? 'account.activity.value.on' : 'account.activity.value.off');
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const fieldName = (say: Say, key: string) => {
  const label = FIELD_LABELS[key];
  return label ? say(label) : key;
};

/** Each key that changed, "Licenses: 4 → 5", or "Licenses: 4" when only one side has it. */
function fieldChanges(say: Say, language: Language, before: Values | null, after: Values | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const was = before?.[key];
    const is = after?.[key];
    if (JSON.stringify(was) === JSON.stringify(is)) return [];
    const field = fieldName(say, key);
    if (!before || !(key in before))
      return [say('account.activity.change.set', { field, value: valueText(say, language, is) })];
    return [
      say('account.activity.change.field', {
        field,
        before: valueText(say, language, was),
        after: valueText(say, language, is),
      }),
    ];
  });
}

function card(say: Say, value: Values | null): string {
  if (!value || typeof value.brand !== 'string' || typeof value.last4 !== 'string') return MISSING_VALUE;
  const brand = value.brand.charAt(0).toUpperCase() + value.brand.slice(1);
  return say('account.activity.card', { brand, last4: value.last4 });
}

/** A plan as one phrase: "Enterprise, annual, 4 licenses". */
function plan(say: Say, language: Language, value: Values | null): string {
  if (!value) return MISSING_VALUE;
  const parts = [value.plan, value.frequency].filter(Boolean).map((part) => valueText(say, language, part));
  if (typeof value.seats === 'number') parts.push(say('account.activity.seats', { count: value.seats }));
  return parts.join(', ') || MISSING_VALUE;
}

/**
 * The change an entry records, in a line a practice reads (docs/audit-log.md#summaries): the
 * common kinds in words of their own, any other by its values, key by key; null when the kind's
 * label already says everything.
 */
export function summariseChange(entry: AuditEntry, intl: Words, language: Language): string | null {
  const say: Say = (id, values) => intl.formatMessage({ id }, values);
  const { before, after } = entry;
  const arrow = (from: string, to: string) =>
    say('account.activity.change.arrow', { before: from, after: to });
  switch (entry.kind) {
    case 'card_changed':
      return before ? arrow(card(say, before), card(say, after)) : card(say, after);
    case 'plan_bought':
    case 'plan_changed':
      return before
        ? arrow(plan(say, language, before), plan(say, language, after))
        : plan(say, language, after);
    case 'seats_drift':
      // docs/licences.md#seat-reconciliation: ours before, Stripe's after.
      return say('account.activity.change.drift', {
        ours: valueText(say, language, before?.quantity),
        taken: valueText(say, language, before?.seatsTaken),
        stripe: valueText(say, language, after?.quantity),
        status: valueText(say, language, after?.status),
      });
    case 'sessions_ended':
      return typeof after?.ended === 'number'
        ? say('account.activity.sessions', { count: after.ended })
        : null;
    case 'subscription_cancelled':
      return after?.cancelAt
        ? say('account.activity.endsOn', { date: valueText(say, language, after.cancelAt) })
        : null;
    case 'deletion_requested':
      return after?.deleteAt
        ? say('account.activity.deletedOn', { date: valueText(say, language, after.deleteAt) })
        : null;
    case 'colleagues_two_factor_changed':
      return after
        ? say(after.required ? 'account.activity.value.required' : 'account.activity.value.notRequired')
        : null;
    case 'practice_passkeys_changed':
      return after
        ? say(
            after.required
              ? 'account.activity.value.passkeysRequired'
              : 'account.activity.value.passkeysNotRequired',
          )
        : null;
    // docs/passkeys.md#list: a passkey without a name is named so, not by an empty value.
    case 'passkey_renamed': {
      const named = (values: Values | null) =>
        typeof values?.name === 'string' ? values.name : say('account.activity.value.unnamedPasskey');
      return arrow(named(before), named(after));
    }
    case 'app_code_switch_changed':
      return after
        ? say(after.allowed ? 'account.activity.value.allowed' : 'account.activity.value.notAllowed')
        : null;
    case 'app_usage_reported':
      return typeof after?.seconds === 'number'
        ? say('account.activity.usage', { minutes: Math.round(after.seconds / 60) })
        : null;
    case 'ownership_answered':
      return after?.answer ? valueText(say, language, after.answer) : null;
    // The kind's label says it all; a refusal's reason is the API's code, for the export.
    case 'sign_in_failed':
    case 'app_sign_in_refused':
    // The passkey's name is the entry's target, shown beside it.
    case 'passkey_added':
    case 'passkey_removed':
    case 'two_factor_on':
    case 'two_factor_off':
    case 'subscription_resumed':
    case 'deletion_undone':
    case 'invoice_paid':
    case 'invoice_marked_paid':
      return null;
    default: {
      const changes = fieldChanges(say, language, before, after);
      return changes.length > 0 ? changes.join(' · ') : null;
    }
  }
}

/** Who acted, as the row names her: her address, or the site's admin, Stripe or our system. */
export function actorName(entry: AuditEntry, intl: Words): string {
  if (entry.actor.kind === 'user') return entry.actor.email ?? MISSING_VALUE;
  const name = intl.formatMessage({ id: `account.activity.actor.${entry.actor.kind}` });
  return entry.actor.email ? `${name} (${entry.actor.email})` : name;
}

/** The browser's name from its user agent, as a person recognises it; the agent itself otherwise. */
export function browserName(agent: string | null): string | null {
  if (!agent) return null;
  const known = /(Edg|Firefox|Chrome|Safari)\//.exec(agent)?.[1];
  const system = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(agent)?.[1]?.replace('Mac OS X', 'macOS');
  if (!known) return agent.slice(0, 40);
  const name = known === 'Edg' ? 'Edge' : known;
  return system ? `${name}, ${system}` : name;
}
