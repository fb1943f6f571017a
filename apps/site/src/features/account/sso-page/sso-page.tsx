import { Button, Spinner, Stack } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { AccountSubpage } from '../account-subpage/account-subpage.js';
import { SsoDomains } from './sso-domains.js';
import { SsoProvider } from './sso-provider.js';
import { SsoScim } from './sso-scim.js';
import { SsoEnforcement, SsoTest } from './sso-test-enforce.js';
import { useSsoSettings } from './use-sso-settings.js';

/** docs/routes-and-screens.md#signed-in-routes: the set-up needs a session, as the account does. */
export function SsoPage() {
  return (
    <RequireSession whenEnded="follow">
      <SsoScreen />
    </RequireSession>
  );
}

/**
 * /account/sso (docs/sso.md#set-up, docs/routes-and-screens.md#account-sso): the practice's single
 * sign-on, for its owner and admins, in the order of its steps, each saying where it stands.
 */
function SsoScreen() {
  const intl = useIntl();
  const { loaded, retry, actions } = useSsoSettings();
  // Refused for who she is (her roles, no Enterprise subscription): trying again changes nothing.
  const refused =
    loaded.status === 'failed' &&
    loaded.feedback.kind === 'apiError' &&
    (loaded.feedback.code === 'role_not_permitted' || loaded.feedback.code === 'no_active_subscription');
  return (
    <AccountSubpage
      title={intl.formatMessage({ id: 'account.sso.title' })}
      intro={intl.formatMessage({ id: 'account.sso.intro' })}
    >
      {loaded.status === 'loading' && !actions ? (
        <Spinner label={intl.formatMessage({ id: 'account.sso.loading' })} showLabel />
      ) : null}
      {loaded.status === 'failed' ? (
        <Stack gap="small">
          <FeedbackNotice feedback={loaded.feedback} focusWhen="error" />
          {refused ? null : (
            <div>
              <Button type="button" variant="secondary" onClick={retry}>
                {intl.formatMessage({ id: 'account.sso.retry' })}
              </Button>
            </div>
          )}
        </Stack>
      ) : null}
      {actions ? (
        <>
          <SsoDomains sso={actions} />
          <SsoProvider sso={actions} />
          <SsoTest sso={actions} />
          <SsoEnforcement sso={actions} />
          <SsoScim sso={actions} />
        </>
      ) : null}
    </AccountSubpage>
  );
}
