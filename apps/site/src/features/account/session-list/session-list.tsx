import type { AccountSession, SigninMethod } from '@app/contracts';
import { formatLongDate, type MessageId } from '@app/i18n';
import { Badge, Button, Card, Heading, Inline, Stack, Text, VisuallyHidden } from '@app/ui';
import { type IntlShape, useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import * as styles from './session-list.css.js';
import { useSessionList } from './use-session-list.js';

const MINUTE_MS = 60_000;

/** docs/passkeys.md#sign-in-events: the words of each way a session was opened. */
const SIGNIN_METHOD_WORDS: Readonly<Record<SigninMethod, MessageId>> = {
  password: 'account.sessions.method.password',
  passkey: 'account.sessions.method.passkey',
  link: 'account.sessions.method.link',
  provider: 'account.sessions.method.provider',
};

/** "5 minutes ago", "3 hours ago", "yesterday": approximate, as the API moves it once a minute. */
function lastUsed(intl: IntlShape, iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / MINUTE_MS);
  if (minutes < 1) return intl.formatMessage({ id: 'account.sessions.justNow' });
  if (minutes < 60) return intl.formatRelativeTime(-minutes, 'minute');
  if (minutes < 24 * 60) return intl.formatRelativeTime(-Math.floor(minutes / 60), 'hour');
  return intl.formatRelativeTime(-Math.floor(minutes / (24 * 60)), 'day', { numeric: 'auto' });
}

/** What she recognises it by: browser and system, or the Windows app and the computer's name. */
function deviceName(intl: IntlShape, session: AccountSession): string {
  if (session.kind === 'app')
    return session.name
      ? intl.formatMessage({ id: 'account.sessions.app' }, { name: session.name })
      : intl.formatMessage({ id: 'account.sessions.appUnnamed' });
  if (session.browser && session.system)
    return intl.formatMessage(
      { id: 'account.sessions.device' },
      { browser: session.browser, system: session.system },
    );
  return session.browser ?? session.system ?? intl.formatMessage({ id: 'account.sessions.unknownDevice' });
}

/** When it was last used; for the Windows app also since when, and from which network address. */
function SessionUse({ session }: { session: AccountSession }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const time = lastUsed(intl, session.lastUsedAt);
  if (session.kind === 'browser')
    return (
      <>
        <Text size="small" tone="muted">
          {intl.formatMessage({ id: 'account.sessions.lastUsed' }, { time })}
        </Text>
        {/* docs/passkeys.md#sign-in-events: how it was opened; nothing for one opened before it was kept. */}
        {session.signedInWith ? (
          <Text size="small" tone="muted">
            {intl.formatMessage(
              { id: 'account.sessions.signedInWith' },
              { method: intl.formatMessage({ id: SIGNIN_METHOD_WORDS[session.signedInWith] }) },
            )}
          </Text>
        ) : null}
      </>
    );
  return (
    <>
      <Text size="small" tone="muted">
        {intl.formatMessage(
          { id: 'account.sessions.appFirstUsed' },
          { date: formatLongDate(session.createdAt, language) },
        )}
      </Text>
      <Text size="small" tone="muted">
        {session.lastUsedFrom
          ? intl.formatMessage(
              { id: 'account.sessions.lastUsedFrom' },
              { time, address: session.lastUsedFrom },
            )
          : intl.formatMessage({ id: 'account.sessions.lastUsed' }, { time })}
      </Text>
    </>
  );
}

/** One place she is signed in: the device, when last used, this browser marked, and its sign-out. */
function SessionItem({
  session,
  ending,
  busy,
  onEnd,
}: {
  session: AccountSession;
  ending: boolean;
  busy: boolean;
  onEnd: () => void;
}) {
  const intl = useIntl();
  const name = deviceName(intl, session);
  return (
    <li className={styles.item}>
      <Stack gap="xsmall">
        <Inline gap="small">
          <span className={styles.device}>{name}</span>
          {session.current ? (
            <Badge tone="brand">{intl.formatMessage({ id: 'account.sessions.current' })}</Badge>
          ) : null}
        </Inline>
        <SessionUse session={session} />
      </Stack>
      <div>
        <Button
          type="button"
          variant="secondary"
          size="small"
          loading={ending}
          disabled={busy}
          onClick={onEnd}
        >
          {intl.formatMessage({ id: 'account.sessions.end' })} <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}

/**
 * docs/accounts.md#sessions-list: where she is signed in (browser and system,
 * when last used, how it was opened, this browser marked; the Windows app's sign-ins by the computer's name, first and
 * last use and where), each with its sign-out, and all the others at once.
 */
export function SessionList() {
  const intl = useIntl();
  const { sessions, feedback, ending, endingOthers, failed, busy, others, retry, end, endOthers } =
    useSessionList();

  return (
    <Card as="section" aria-labelledby="account-sessions">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-sessions">
          {intl.formatMessage({ id: 'account.sessions.heading' })}
        </Heading>
        <Text tone="muted">{intl.formatMessage({ id: 'account.sessions.intro' })}</Text>
        {sessions?.some((session) => session.kind === 'app') ? (
          <Text tone="muted">{intl.formatMessage({ id: 'account.sessions.appIntro' })}</Text>
        ) : null}
        <FeedbackNotice
          feedback={feedback}
          action={
            failed ? (
              <Button variant="secondary" size="small" onClick={retry}>
                {intl.formatMessage({ id: 'account.sessions.retry' })}
              </Button>
            ) : undefined
          }
        />
        {sessions === null && !failed ? (
          <Text role="status">{intl.formatMessage({ id: 'account.sessions.loading' })}</Text>
        ) : null}
        {sessions ? (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'account.sessions.list' })}>
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                ending={ending === session.id}
                busy={busy}
                onEnd={() => end(session)}
              />
            ))}
          </ul>
        ) : null}
        {sessions && others > 0 ? (
          <div>
            <Button
              type="button"
              variant="secondary"
              loading={endingOthers}
              disabled={busy}
              onClick={endOthers}
            >
              {intl.formatMessage({ id: 'account.sessions.endOthers' })}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
