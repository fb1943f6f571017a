import { SegmentedControl } from '@app/ui';
import { useIntl } from 'react-intl';
import { AuditLogView } from '../../../components/audit-log/audit-log-view.js';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { AccountSubpage } from '../account-subpage/account-subpage.js';
import { useActivityPage } from './use-activity-page.js';

/** docs/routes-and-screens.md#signed-in-routes: her activity needs a session, as the account does. */
export function ActivityPage() {
  return (
    <RequireSession whenEnded="follow">
      <ActivityScreen />
    </RequireSession>
  );
}

/**
 * /account/activity (docs/audit-log.md#who-reads): what was done in her account, and for the
 * practice's owner and admins, a switch to everything done in the practice.
 */
function ActivityScreen() {
  const intl = useIntl();
  const { practiceAllowed, scope, setScope } = useActivityPage();
  const practice = scope === 'practice';
  return (
    <AccountSubpage
      title={intl.formatMessage({ id: 'account.activity.title' })}
      intro={intl.formatMessage({ id: 'account.activity.intro' })}
    >
      {practiceAllowed ? (
        <SegmentedControl
          label={intl.formatMessage({ id: 'account.activity.scope.label' })}
          options={[
            { value: 'own', label: intl.formatMessage({ id: 'account.activity.scope.own' }) },
            { value: 'practice', label: intl.formatMessage({ id: 'account.activity.scope.practice' }) },
          ]}
          value={scope}
          onValueChange={setScope}
        />
      ) : null}
      <AuditLogView
        key={scope}
        scope={scope}
        caption={intl.formatMessage({
          id: practice ? 'account.activity.caption.practice' : 'account.activity.caption.own',
        })}
      />
    </AccountSubpage>
  );
}
