import { Button, Card, Heading, Stack } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { TwoFactorSetup } from '../../../components/two-factor-setup/two-factor-setup.js';

/**
 * docs/admin.md#admin-two-factor: an admin without two-factor sign-in sets it up here, with the
 * account page's own set-up, before any tab is shown. The code that turns it on counts for this
 * session, so `onSetUp` (once she has kept her recovery codes) opens the administration.
 */
export function AdminTwoFactorSetup({ onSetUp }: { onSetUp: () => void }) {
  const intl = useIntl();
  const { call } = useSession();
  const [settingUp, setSettingUp] = useState(true);
  return (
    <Card as="section" aria-labelledby="admin-two-factor">
      <Stack gap="medium">
        <Heading level={2} size="3" id="admin-two-factor">
          {intl.formatMessage({ id: 'admin.twoFactor.heading' })}
        </Heading>
        {settingUp ? (
          <TwoFactorSetup
            startSetup={() => call('startTwoFactorSetup')}
            confirmSetup={(input) => call('confirmTwoFactorSetup', input)}
            onFinished={onSetUp}
            onCancelled={() => setSettingUp(false)}
          />
        ) : (
          <div>
            <Button type="button" onClick={() => setSettingUp(true)}>
              {intl.formatMessage({ id: 'account.twoFactor.enable' })}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/**
 * docs/admin.md#admin-two-factor: two-factor sign-in is on, but this session was opened without her
 * code. "Sign in again" ends it on the server and leads to /signin, then back to /admin.
 */
export function AdminSignInAgain() {
  const intl = useIntl();
  const { call, endedByServer } = useSession();
  const [leaving, setLeaving] = useState(false);
  const signInAgain = () => {
    setLeaving(true);
    void call('signout')
      .catch(() => undefined)
      .finally(() => endedByServer({ from: '/admin' }));
  };
  return (
    <div>
      <Button type="button" onClick={signInAgain} disabled={leaving}>
        {intl.formatMessage({ id: 'admin.twoFactor.signInAgainAction' })}
      </Button>
    </div>
  );
}
