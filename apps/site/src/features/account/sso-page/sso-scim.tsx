import type { ScimTokenResponse } from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import { Button, Inline, Notice, Text } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { CopyValue } from './copy-value.js';
import { SsoStepCard } from './sso-step.js';
import type { SsoActions } from './use-sso-settings.js';

/**
 * Step 5 (docs/sso.md#scim, #scim-token): the directory's address and its bearer token, created or
 * replaced here and shown once (only its dates are kept), revoked to stop provisioning.
 */
export function SsoScim({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { call } = useSession();
  const [created, setCreated] = useState<ScimTokenResponse | null>(null);
  const { scim } = sso.settings;
  const t = (id: string) => intl.formatMessage({ id });
  const date = (value: string) => formatLongDate(value, language);
  const tokenCreatedAt = created?.createdAt ?? scim.tokenCreatedAt;

  const create = () =>
    void sso.act(
      'scim',
      'create',
      () => call('createScimToken'),
      (token) => {
        setCreated(token);
        // The page's settings follow: a token exists now, not yet used.
        sso.replace({
          ...sso.settings,
          scim: { ...scim, tokenCreatedAt: token.createdAt, tokenLastUsedAt: null },
        });
        return null;
      },
    );
  const revoke = () =>
    void sso.act(
      'scim',
      'revoke',
      () => call('revokeScimToken'),
      () => {
        setCreated(null);
        sso.replace({ ...sso.settings, scim: { ...scim, tokenCreatedAt: null, tokenLastUsedAt: null } });
        return { kind: 'message', id: 'account.sso.scim.revoked', tone: 'success' };
      },
    );

  return (
    <SsoStepCard
      step="scim"
      sso={sso}
      title={t('account.sso.scim.title')}
      status={tokenCreatedAt ? 'active' : 'neutral'}
      statusLabel={t(tokenCreatedAt ? 'account.sso.status.tokenActive' : 'account.sso.status.noToken')}
    >
      <Text>{t('account.sso.scim.intro')}</Text>
      <CopyValue label={t('account.sso.scim.baseUrl')} value={scim.baseUrl} />
      {created ? (
        <>
          <Notice tone="info">{t('account.sso.scim.shownOnce')}</Notice>
          <CopyValue label={t('account.sso.scim.token')} value={created.token} />
        </>
      ) : null}
      {tokenCreatedAt ? (
        <Text>
          {intl.formatMessage({ id: 'account.sso.scim.createdOn' }, { date: date(tokenCreatedAt) })}{' '}
          {scim.tokenLastUsedAt
            ? intl.formatMessage({ id: 'account.sso.scim.lastUsedOn' }, { date: date(scim.tokenLastUsedAt) })
            : t('account.sso.scim.neverUsed')}
        </Text>
      ) : (
        <Text>{t('account.sso.scim.none')}</Text>
      )}
      <Inline gap="small">
        <Button type="button" loading={sso.pending === 'scim:create'} onClick={create}>
          {t(tokenCreatedAt ? 'account.sso.scim.rotate' : 'account.sso.scim.create')}
        </Button>
        {tokenCreatedAt ? (
          <Button type="button" variant="secondary" loading={sso.pending === 'scim:revoke'} onClick={revoke}>
            {t('account.sso.scim.revoke')}
          </Button>
        ) : null}
      </Inline>
    </SsoStepCard>
  );
}
