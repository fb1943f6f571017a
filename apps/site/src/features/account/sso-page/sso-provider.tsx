import type { SaveSamlConnectionRequest, SsoProtocol } from '@app/contracts';
import { Button, FormField, Inline, SegmentedControl, Stack, Text, TextField } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { CopyValue } from './copy-value.js';
import * as styles from './sso-page.css.js';
import { SsoStepCard } from './sso-step.js';
import type { SsoActions } from './use-sso-settings.js';

/**
 * Step 2 (docs/sso.md#oidc, #saml): the provider, by OpenID Connect (issuer, client id, secret; a
 * stored secret is said to be stored, never shown) or SAML (metadata by URL or pasted), and what the
 * provider needs of us, to copy. What was typed stays when a save is refused.
 */
export function SsoProvider({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { connection, domains } = sso.settings;
  const [protocol, setProtocol] = useState<SsoProtocol>(connection?.protocol ?? 'oidc');
  const t = (id: string) => intl.formatMessage({ id });
  const proven = domains.some((entry) => entry.provenAt);
  return (
    <SsoStepCard
      step="provider"
      sso={sso}
      title={t('account.sso.provider.title')}
      status={connection ? 'active' : 'neutral'}
      statusLabel={t(connection ? 'account.sso.status.connected' : 'account.sso.status.toDo')}
    >
      <Text>{t('account.sso.provider.intro')}</Text>
      {connection ? (
        <Text>
          {connection.protocol === 'oidc'
            ? intl.formatMessage({ id: 'account.sso.provider.connectedOidc' }, { issuer: connection.issuer })
            : intl.formatMessage(
                { id: 'account.sso.provider.connectedSaml' },
                { entityId: connection.idpEntityId },
              )}
        </Text>
      ) : null}
      {proven ? null : <Text tone="muted">{t('account.sso.provider.proveFirst')}</Text>}
      <SegmentedControl
        label={t('account.sso.provider.protocol')}
        options={[
          { value: 'oidc', label: t('account.sso.provider.oidc') },
          { value: 'saml', label: t('account.sso.provider.saml') },
        ]}
        value={protocol}
        onValueChange={setProtocol}
      />
      {protocol === 'oidc' ? <OidcForm sso={sso} /> : <SamlForm sso={sso} />}
    </SsoStepCard>
  );
}

const SAVED = { kind: 'message', id: 'account.sso.provider.saved', tone: 'success' } as const;

/** docs/sso.md#oidc: the redirect URI to register, then issuer, client id and secret. */
function OidcForm({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { call } = useSession();
  const { connection, serviceProvider } = sso.settings;
  const oidc = connection?.protocol === 'oidc' ? connection : null;
  const [issuer, setIssuer] = useState(oidc?.issuer ?? '');
  const [clientId, setClientId] = useState(oidc?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const t = (id: string) => intl.formatMessage({ id });
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = { issuer, clientId, ...(clientSecret ? { clientSecret } : {}) };
    void sso
      .act(
        'provider',
        'save',
        () => call('saveOidcConnection', request),
        () => SAVED,
      )
      .then((done) => {
        if (done) setClientSecret('');
      });
  };
  return (
    <>
      <CopyValue label={t('account.sso.provider.redirectUri')} value={serviceProvider.redirectUri} />
      <form noValidate onSubmit={save}>
        <Stack gap="small">
          <TextField
            label={t('account.sso.provider.issuer')}
            hint={t('account.sso.provider.issuerHint')}
            type="url"
            name="issuer"
            required
            value={issuer}
            onChange={(event) => setIssuer(event.currentTarget.value)}
          />
          <TextField
            label={t('account.sso.provider.clientId')}
            name="clientId"
            autoComplete="off"
            required
            value={clientId}
            onChange={(event) => setClientId(event.currentTarget.value)}
          />
          <TextField
            label={t('account.sso.provider.clientSecret')}
            hint={oidc?.clientSecretSet ? t('account.sso.provider.secretStored') : undefined}
            name="clientSecret"
            autoComplete="off"
            required={!oidc?.clientSecretSet}
            value={clientSecret}
            onChange={(event) => setClientSecret(event.currentTarget.value)}
          />
          <SaveButtons sso={sso} />
        </Stack>
      </form>
    </>
  );
}

/** docs/sso.md#saml: our values to give the provider, then its metadata by URL or pasted. */
function SamlForm({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { call } = useSession();
  const { serviceProvider } = sso.settings;
  const [metadataUrl, setMetadataUrl] = useState('');
  const [metadataXml, setMetadataXml] = useState('');
  const t = (id: string) => intl.formatMessage({ id });
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request: SaveSamlConnectionRequest = metadataUrl.trim() ? { metadataUrl } : { metadataXml };
    void sso.act(
      'provider',
      'save',
      () => call('saveSamlConnection', request),
      () => SAVED,
    );
  };
  return (
    <>
      <CopyValue label={t('account.sso.provider.samlEntityId')} value={serviceProvider.samlEntityId} />
      <CopyValue label={t('account.sso.provider.samlAcsUrl')} value={serviceProvider.samlAcsUrl} />
      <CopyValue label={t('account.sso.provider.samlMetadataUrl')} value={serviceProvider.samlMetadataUrl} />
      <CopyValue label={t('account.sso.provider.samlCertificate')} value={serviceProvider.samlCertificate} />
      <form noValidate onSubmit={save}>
        <Stack gap="small">
          <TextField
            label={t('account.sso.provider.metadataUrl')}
            type="url"
            name="metadataUrl"
            value={metadataUrl}
            onChange={(event) => setMetadataUrl(event.currentTarget.value)}
          />
          <FormField
            label={t('account.sso.provider.metadataXml')}
            hint={t('account.sso.provider.metadataXmlHint')}
          >
            {(control) => (
              <textarea
                className={styles.textarea}
                name="metadataXml"
                spellCheck={false}
                id={control.id}
                aria-describedby={control['aria-describedby']}
                value={metadataXml}
                onChange={(event) => setMetadataXml(event.currentTarget.value)}
              />
            )}
          </FormField>
          <SaveButtons sso={sso} />
        </Stack>
      </form>
    </>
  );
}

/** Save, and disconnecting the provider when there is one. */
function SaveButtons({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  return (
    <Inline gap="small">
      <Button type="submit" loading={sso.pending === 'provider:save'}>
        {intl.formatMessage({ id: 'account.sso.provider.save' })}
      </Button>
      <RemoveConnection sso={sso} />
    </Inline>
  );
}

/** Disconnecting the provider forgets the test and ends the requirement (docs/sso.md#test-before-enforce). */
function RemoveConnection({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { call } = useSession();
  if (!sso.settings.connection) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      loading={sso.pending === 'provider:remove'}
      onClick={() => void sso.act('provider', 'remove', () => call('removeSsoConnection'))}
    >
      {intl.formatMessage({ id: 'account.sso.provider.remove' })}
    </Button>
  );
}
