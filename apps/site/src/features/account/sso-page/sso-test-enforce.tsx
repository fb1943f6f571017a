import { formatLongDate } from '@app/i18n';
import { Button, ConfirmDialog, Notice, Stack, Text } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { leaveForProvider } from '../../../lib/leave-for-provider.js';
import { SsoStepCard } from './sso-step.js';
import type { SsoActions } from './use-sso-settings.js';

/**
 * Step 3 (docs/sso.md#test-before-enforce): she signs in through the provider once; back here,
 * `?test=passed|failed` says how it went, and the settings say when and who.
 */
export function SsoTest({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { call } = useSession();
  const [params] = useSearchParams();
  const result = params.get('test');
  const { connection, testedAt, testedBy } = sso.settings;
  const t = (id: string) => intl.formatMessage({ id });

  const start = () =>
    void sso.act(
      'test',
      'start',
      () => call('testSsoConnection'),
      ({ redirectUrl }) => {
        leaveForProvider(redirectUrl);
        return null;
      },
    );

  return (
    <SsoStepCard
      step="test"
      sso={sso}
      title={t('account.sso.test.title')}
      status={testedAt ? 'active' : connection ? 'pending' : 'neutral'}
      statusLabel={t(
        testedAt
          ? 'account.sso.status.tested'
          : connection
            ? 'account.sso.status.toTest'
            : 'account.sso.status.toDo',
      )}
    >
      {result === 'passed' ? <Notice tone="success">{t('account.sso.test.passed')}</Notice> : null}
      {result === 'failed' ? <Notice tone="error">{t('account.sso.test.failed')}</Notice> : null}
      <Text>{t('account.sso.test.intro')}</Text>
      {testedAt && testedBy ? (
        <Text>
          {intl.formatMessage(
            { id: 'account.sso.test.testedOn' },
            { date: formatLongDate(testedAt, language), email: testedBy },
          )}
        </Text>
      ) : null}
      {connection ? null : <Text tone="muted">{t('account.sso.test.connectFirst')}</Text>}
      <div>
        <Button type="button" disabled={!connection} loading={sso.pending === 'test:start'} onClick={start}>
          {t('account.sso.test.start')}
        </Button>
      </div>
    </SsoStepCard>
  );
}

/**
 * Step 4 (docs/sso.md#enforcement, #break-glass): required only once tested (the button says why
 * not before), after a confirmation that says what it does and that the owner keeps her password
 * with two-factor.
 */
export function SsoEnforcement({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { call } = useSession();
  const [confirming, setConfirming] = useState(false);
  const { enforced, testedAt } = sso.settings;
  const t = (id: string) => intl.formatMessage({ id });
  const set = (value: boolean) =>
    void sso.act('enforce', value ? 'on' : 'off', () => call('setSsoEnforcement', { enforced: value }));

  return (
    <SsoStepCard
      step="enforce"
      sso={sso}
      title={t('account.sso.enforce.title')}
      status={enforced ? 'active' : 'neutral'}
      statusLabel={t(enforced ? 'account.sso.status.required' : 'account.sso.status.notRequired')}
    >
      <Text>{t('account.sso.enforce.intro')}</Text>
      <Text>{t('account.sso.enforce.breakGlass')}</Text>
      {enforced ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            loading={sso.pending === 'enforce:off'}
            onClick={() => set(false)}
          >
            {t('account.sso.enforce.turnOff')}
          </Button>
        </div>
      ) : (
        <Stack gap="xsmall">
          {testedAt ? null : (
            <Text tone="muted" id="sso-enforce-reason">
              {t('account.sso.enforce.testFirst')}
            </Text>
          )}
          <div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button
                  type="button"
                  disabled={!testedAt}
                  aria-describedby={testedAt ? undefined : 'sso-enforce-reason'}
                  loading={sso.pending === 'enforce:on'}
                >
                  {t('account.sso.enforce.turnOn')}
                </Button>
              }
              title={t('account.sso.enforce.confirm.title')}
              description={t('account.sso.enforce.confirm.description')}
              confirmLabel={t('account.sso.enforce.confirm.submit')}
              cancelLabel={t('account.sso.enforce.confirm.cancel')}
              onConfirm={() => set(true)}
            />
          </div>
        </Stack>
      )}
    </SsoStepCard>
  );
}
