import { COMPANY } from '@app/i18n';
import type { IntlShape } from 'react-intl';

/** The support hours as the language writes times (8 AM, 08:00, 8 h). */
export function supportHours(intl: IntlShape): { opens: string; closes: string } {
  const at = (hour: number) =>
    intl.formatTime(Date.UTC(2025, 0, 1, hour), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return { opens: at(COMPANY.supportHours.opens), closes: at(COMPANY.supportHours.closes) };
}
