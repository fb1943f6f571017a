import { adminAccessMachine } from '@app/machines';
import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { TitledPage } from '../../../components/titled-page/titled-page.js';
import { AdminPasskey } from '../admin-passkey/admin-passkey.js';
import { AdminSignInAgain, AdminTwoFactorSetup } from '../admin-two-factor/admin-two-factor.js';
import { AuditPanel } from '../audit-panel/audit-panel.js';
import { BlacklistPanel } from '../blacklist-panel/blacklist-panel.js';
import { GivenUpMailsPanel } from '../given-up-mails-panel/given-up-mails-panel.js';
import { OpenInvoicesPanel } from '../open-invoices-panel/open-invoices-panel.js';
import { StatsPanel } from '../stats-panel/stats-panel.js';
import { UsersPanel } from '../users-panel/users-panel.js';

/**
 * docs/admin.md#admin-access: the admin area needs a session; a visitor signs in first and comes back here.
 * Whether the session is an admin's only the API knows: for anyone else every admin call answers 403,
 * which ends the session and leads to /signin (docs/accounts.md#session-end), before any list is shown.
 * An admin without two-factor sign-in is guided to set it up first (docs/admin.md#admin-two-factor),
 * then one whose session has no passkey to add one (docs/passkeys.md#admins).
 */
export function AdminPage() {
  return (
    <RequireSession>
      <AdminScreen />
    </RequireSession>
  );
}

/**
 * /admin (docs/admin.md#admin-page): blacklist, click statistics, users, open invoices, mails not
 * sent and the audit log, one tab each. A tab's list loads when the tab is opened, so coming back to it shows the
 * current data.
 */
function AdminScreen() {
  const intl = useIntl();
  const { call } = useSession();
  const title = intl.formatMessage({ id: 'admin.title' });
  const access = useActorRef(
    adminAccessMachine.provide({
      actors: {
        checkAccess: fromPromise(async () => {
          await call('adminAccess');
        }),
        loadTwoFactor: fromPromise(async () => (await call('accountSettings')).twoFactor.enabled),
      },
    }),
  );
  const state = useSelector(access, (snapshot) => snapshot.value);

  if (state === 'settingUp') {
    return (
      <TitledPage title={title} intro={intl.formatMessage({ id: 'admin.twoFactor.intro' })}>
        <AdminTwoFactorSetup onSetUp={() => access.send({ type: 'ACCESS.TWO_FACTOR_SET_UP' })} />
      </TitledPage>
    );
  }
  if (state === 'addingPasskey') {
    return (
      <TitledPage title={title} intro={intl.formatMessage({ id: 'admin.passkey.intro' })}>
        <AdminPasskey onAdded={() => access.send({ type: 'ACCESS.PASSKEY_ADDED' })} />
      </TitledPage>
    );
  }
  if (state === 'signInAgain') {
    return (
      <TitledPage title={title} intro={intl.formatMessage({ id: 'admin.twoFactor.signInAgain' })}>
        <AdminSignInAgain />
      </TitledPage>
    );
  }
  return (
    <TitledPage title={title} intro={intl.formatMessage({ id: 'admin.intro' })}>
      {state === 'open' ? (
        <AdminTabs />
      ) : (
        <Spinner label={intl.formatMessage({ id: 'admin.access.loading' })} showLabel />
      )}
    </TitledPage>
  );
}

/** The six tabs, once the administration is open to her. */
function AdminTabs() {
  const intl = useIntl();
  return (
    <Tabs defaultValue="blacklist">
      <TabsList aria-label={intl.formatMessage({ id: 'admin.tabs.label' })}>
        <TabsTrigger value="blacklist">{intl.formatMessage({ id: 'admin.tab.blacklist' })}</TabsTrigger>
        <TabsTrigger value="stats">{intl.formatMessage({ id: 'admin.tab.stats' })}</TabsTrigger>
        <TabsTrigger value="users">{intl.formatMessage({ id: 'admin.tab.users' })}</TabsTrigger>
        <TabsTrigger value="invoices">{intl.formatMessage({ id: 'admin.tab.invoices' })}</TabsTrigger>
        <TabsTrigger value="mails">{intl.formatMessage({ id: 'admin.tab.mails' })}</TabsTrigger>
        <TabsTrigger value="audit">{intl.formatMessage({ id: 'admin.tab.audit' })}</TabsTrigger>
      </TabsList>
      <TabsContent value="blacklist">
        <BlacklistPanel />
      </TabsContent>
      <TabsContent value="stats">
        <StatsPanel />
      </TabsContent>
      <TabsContent value="users">
        <UsersPanel />
      </TabsContent>
      <TabsContent value="invoices">
        <OpenInvoicesPanel />
      </TabsContent>
      <TabsContent value="mails">
        <GivenUpMailsPanel />
      </TabsContent>
      <TabsContent value="audit">
        <AuditPanel />
      </TabsContent>
    </Tabs>
  );
}
