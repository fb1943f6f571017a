import {
  APP_DEVICES_PER_SEAT_DEFAULT,
  APP_DEVICES_PER_SEAT_MAX,
  APP_OFFLINE_GRACE_DAYS_DEFAULT,
} from '@app/contracts';
import { z } from 'zod';

/**
 * A whole number from `min` to `max`, or unset: an empty value counts as unset, as for every
 * variable of config.ts.
 */
const wholeNumber = (min: number, max: number, unit: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a number' })
      .int(`must be a whole number of ${unit}`)
      .min(min, `must be between ${min} and ${max} ${unit}`)
      .max(max, `must be between ${min} and ${max} ${unit}`)
      .optional(),
  );

/** The environment's entries for the Windows app's calls, as config.ts reads them. */
export const appCallsVariables = {
  // docs/desktop-app.md#offline: how long the signed entitlement holds without the network.
  APP_OFFLINE_GRACE_DAYS: wholeNumber(1, 90, 'days'),
  // docs/desktop-app.md#device-limit: the devices one seat serves at once.
  APP_DEVICES_PER_SEAT: wholeNumber(1, APP_DEVICES_PER_SEAT_MAX, 'devices'),
};

export interface AppCallsConfig {
  /** docs/desktop-app.md#offline: days the signed entitlement holds (never past a known end). */
  appOfflineGraceDays: number;
  /** docs/desktop-app.md#device-limit: the devices (app sign-ins) one seat serves at once. */
  appDevicesPerSeat: number;
}

export function appCallsConfig(env: {
  APP_OFFLINE_GRACE_DAYS?: number | undefined;
  APP_DEVICES_PER_SEAT?: number | undefined;
}): AppCallsConfig {
  return {
    appOfflineGraceDays: env.APP_OFFLINE_GRACE_DAYS ?? APP_OFFLINE_GRACE_DAYS_DEFAULT,
    appDevicesPerSeat: env.APP_DEVICES_PER_SEAT ?? APP_DEVICES_PER_SEAT_DEFAULT,
  };
}
