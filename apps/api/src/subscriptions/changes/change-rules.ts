import { type PlanChoice, seatsCover } from '@app/billing-rules';
import { HttpError } from '../../errors.js';

/** docs/licences.md#seats: never fewer seats than those in use (Premium has one). */
export function assertSeatsCover(next: PlanChoice, seatsInUse: number): void {
  if (!seatsCover(next, seatsInUse)) throw new HttpError('seats_below_in_use');
}
