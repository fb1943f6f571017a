import type { AppSignInResponse } from '@app/contracts';
import { Button, Link, Notice, Stack, Text } from '@app/ui';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

const MINUTE_MS = 60_000;

/** Where the account page lists the devices, each ended there (docs/accounts.md#sessions-list). */
export const ACCOUNT_SESSIONS_PATH = '/account#account-sessions';

/** "2 hours ago", "yesterday": approximate, as the API moves a device's last use once a minute. */
function lastUsed(intl: IntlShape, iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / MINUTE_MS);
  if (minutes < 1) return intl.formatMessage({ id: 'account.sessions.justNow' });
  if (minutes < 60) return intl.formatRelativeTime(-minutes, 'minute');
  if (minutes < 24 * 60) return intl.formatRelativeTime(-Math.floor(minutes / 60), 'hour');
  return intl.formatRelativeTime(-Math.floor(minutes / (24 * 60)), 'day', { numeric: 'auto' });
}

export interface DeviceLimitProps {
  room: Pick<AppSignInResponse, 'deviceLimit' | 'devicesInUse'>;
  onTryAgain: () => void;
}

/**
 * docs/desktop-app.md#device-limit: the licence serves as many devices as it may. The screen names
 * them, says where to end one, and reads the request again on "Try again".
 */
export function DeviceLimit({ room, onTryAgain }: DeviceLimitProps) {
  const intl = useIntl();
  return (
    <Notice
      tone="warning"
      action={
        <Button variant="secondary" size="small" onClick={onTryAgain}>
          {intl.formatMessage({ id: 'appConsent.retry' })}
        </Button>
      }
    >
      <Stack gap="small">
        <Text>
          {intl.formatMessage({ id: 'appConsent.deviceLimit' }, { count: room.devicesInUse.length })}
        </Text>
        <Stack as="ul" gap="xsmall">
          {room.devicesInUse.map((device, index) => (
            // Names may repeat or be missing: the place in the list (read whole each time) is the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <Text as="span">
                {intl.formatMessage(
                  { id: 'appConsent.deviceLimit.device' },
                  {
                    name: device.name ?? intl.formatMessage({ id: 'appConsent.deviceLimit.unnamed' }),
                    time: lastUsed(intl, device.lastUsedAt),
                  },
                )}
              </Text>
            </li>
          ))}
        </Stack>
        <Text>
          <FormattedMessage
            id="appConsent.deviceLimit.end"
            values={{
              link: (chunks) => (
                <Link asChild weight="semibold">
                  <RouterLink to={ACCOUNT_SESSIONS_PATH}>{chunks}</RouterLink>
                </Link>
              ),
            }}
          />
        </Text>
      </Stack>
    </Notice>
  );
}
