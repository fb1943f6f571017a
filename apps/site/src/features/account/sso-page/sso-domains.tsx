import { type SsoDomainState, ssoDomainSchema } from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import { Button, Inline, Stack, StatusBadge, Text, TextField } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { CopyValue } from './copy-value.js';
import * as styles from './sso-page.css.js';
import { SsoStepCard } from './sso-step.js';
import type { SsoActions } from './use-sso-settings.js';

/**
 * Step 1 (docs/sso.md#domain-proof): the practice's domains, each with the TXT record to publish
 * and Check; a new one claimed by name. Shared domains cannot be claimed (#shared-domains): the
 * page says so before she tries, the API refuses them.
 */
export function SsoDomains({ sso }: { sso: SsoActions }) {
  const intl = useIntl();
  const { call } = useSession();
  const [domain, setDomain] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { domains } = sso.settings;
  const proven = domains.some((entry) => entry.provenAt);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ssoDomainSchema.safeParse(domain);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    void sso
      .act('domains', 'add', () => call('addSsoDomain', { domain: parsed.data }))
      .then((done) => {
        if (done) setDomain('');
      });
  };

  return (
    <SsoStepCard
      step="domains"
      sso={sso}
      title={intl.formatMessage({ id: 'account.sso.domains.title' })}
      status={proven ? 'active' : domains.length > 0 ? 'pending' : 'neutral'}
      statusLabel={intl.formatMessage({
        id: proven
          ? 'account.sso.status.proven'
          : domains.length > 0
            ? 'account.sso.status.toProve'
            : 'account.sso.status.toDo',
      })}
    >
      <Text>{intl.formatMessage({ id: 'account.sso.domains.intro' })}</Text>
      <Text tone="muted">{intl.formatMessage({ id: 'account.sso.domains.shared' })}</Text>
      {domains.length === 0 ? <Text>{intl.formatMessage({ id: 'account.sso.domains.empty' })}</Text> : null}
      {domains.length > 0 ? (
        <ul className={styles.list}>
          {domains.map((entry) => (
            <DomainEntry key={entry.domain} sso={sso} entry={entry} />
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={add}>
        <Stack gap="small">
          <TextField
            label={intl.formatMessage({ id: 'account.sso.domains.add.label' })}
            hint={intl.formatMessage({ id: 'account.sso.domains.add.hint' })}
            name="domain"
            autoComplete="off"
            spellCheck={false}
            value={domain}
            onChange={(event) => setDomain(event.currentTarget.value)}
            error={invalid ? intl.formatMessage({ id: 'account.sso.domains.add.invalid' }) : undefined}
          />
          <div>
            <Button type="submit" variant="secondary" loading={sso.pending === 'domains:add'}>
              {intl.formatMessage({ id: 'account.sso.domains.add.submit' })}
            </Button>
          </div>
        </Stack>
      </form>
    </SsoStepCard>
  );
}

/** One domain: its state, the TXT record to publish until proven, Check and Remove (docs/sso.md#domain-proof). */
function DomainEntry({ sso, entry }: { sso: SsoActions; entry: SsoDomainState }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { call } = useSession();
  const { domain, provenAt } = entry;
  return (
    <li className={styles.domain}>
      <Stack gap="small">
        <Inline gap="small" alignY="center">
          <strong>{domain}</strong>
          <StatusBadge status={provenAt ? 'active' : 'pending'}>
            {provenAt
              ? intl.formatMessage(
                  { id: 'account.sso.domains.provenOn' },
                  { date: formatLongDate(provenAt, language) },
                )
              : intl.formatMessage({ id: 'account.sso.domains.notProven' })}
          </StatusBadge>
        </Inline>
        {provenAt ? null : (
          <>
            <Text>{intl.formatMessage({ id: 'account.sso.domains.publish' })}</Text>
            <CopyValue
              label={intl.formatMessage({ id: 'account.sso.domains.recordName' })}
              value={entry.recordName}
            />
            <CopyValue
              label={intl.formatMessage({ id: 'account.sso.domains.recordValue' })}
              value={entry.recordValue}
            />
          </>
        )}
        <Inline gap="small">
          {provenAt ? null : (
            <Button
              type="button"
              loading={sso.pending === `domains:check:${domain}`}
              onClick={() =>
                void sso.act('domains', `check:${domain}`, () => call('proveSsoDomain', { domain }))
              }
            >
              {intl.formatMessage({ id: 'account.sso.domains.check' }, { domain })}
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            loading={sso.pending === `domains:remove:${domain}`}
            onClick={() =>
              void sso.act('domains', `remove:${domain}`, () => call('removeSsoDomain', { domain }))
            }
          >
            {intl.formatMessage({ id: 'account.sso.domains.remove' }, { domain })}
          </Button>
        </Inline>
      </Stack>
    </li>
  );
}
