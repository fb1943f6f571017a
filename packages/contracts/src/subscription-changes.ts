import { MAXIMUM_USERS } from '@app/pricing';
import { frequencySchema, orderSchema, paidPlanSchema } from './orders.js';
import { isoDateTimeSchema, MESSAGE_MAX_LENGTH } from './primitives.js';
import { z } from './zod.js';

/**
 * When a change of a running subscription takes effect (docs/subscriptions-and-money.md#changes):
 * one that adds value (more seats, Premium to Enterprise, monthly to annual) `now`, once its
 * prorated invoice is paid; one that lowers anything at the `period_end`, charging nothing now.
 */
export const CHANGE_EFFECTS = ['now', 'period_end'] as const;
export const changeEffectSchema = z.enum(CHANGE_EFFECTS);
export type ChangeEffect = z.infer<typeof changeEffectSchema>;

/** Integer cents; the largest plausible charge (1000 annual seats) with room to spare. */
export const centsSchema = z.number().int().nonnegative().max(1_000_000_000);

/** POST /subscriptions/preview-change: the order the subscriber has chosen instead of the current one. */
export const previewChangeRequestSchema = orderSchema;
export type PreviewChangeRequest = z.infer<typeof previewChangeRequestSchema>;

/**
 * Stripe's own figures for that change (its invoice preview), in cents with VAT included:
 * what is charged today and its VAT at the rate in force on the day it is charged
 * (docs/subscriptions-and-money.md#vat), and the next regular charge with its date. The site shows
 * exactly these, so the amount shown is the amount then charged.
 */
export const previewChangeResponseSchema = z.object({
  amountDueNow: centsSchema,
  vatDueNow: centsSchema,
  vatRatePercent: z.number().min(0).max(100),
  nextChargeAmount: centsSchema,
  nextChargeDate: isoDateTimeSchema,
  effective: changeEffectSchema,
});
export type PreviewChangeResponse = z.infer<typeof previewChangeResponseSchema>;

/** POST /subscriptions/schedule-change: a change that takes effect at the period's end, paid then. */
export const scheduleChangeRequestSchema = orderSchema;
export type ScheduleChangeRequest = z.infer<typeof scheduleChangeRequestSchema>;
export const scheduleChangeResponseSchema = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH),
  effectiveDate: isoDateTimeSchema,
});
export type ScheduleChangeResponse = z.infer<typeof scheduleChangeResponseSchema>;

/** A decrease waiting for the period's end, as subscription-info shows it. */
export const scheduledChangeSchema = z.object({
  accountType: paidPlanSchema,
  frequency: frequencySchema,
  numberOfLicenses: z.number().int().min(1).max(MAXIMUM_USERS),
  effectiveDate: isoDateTimeSchema,
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;
