import { formatChf } from '@app/i18n';
import { licenseAdjustmentMachine, type NavigateEmitted } from '@app/machines';
import {
  type Frequency,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  licenseAdjustmentQuote,
  MAXIMUM_USERS,
  VAT_RATE_PERCENT,
} from '@app/pricing';
import { Button, Card, Heading, Inline, NumberField, Stack, Text } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as styles from '../../amount-list/amount-list.css.js';
import { FeedbackNotice } from '../../feedback/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../language/language-context.js';
import { useSession } from '../../session/session-provider.js';

export interface AdjustmentFormProps {
  /** The subscription's own billing frequency: licences are priced at it (packages/pricing). */
  frequency: Frequency;
  /** The licences the subscription has now (subscription-info `numberOfLicenses`). */
  currentCount: number;
  /** SPEC §8: the licence list is refreshed after finalizing, whatever the outcome. */
  onRefresh: () => void;
}

/**
 * SPEC §2 Licence adjustment, driven by licenseAdjustmentMachine: the current count and price,
 * the new count (at least 2, anything else becomes 2), its projected subtotal, VAT and total, and
 * Finalize. SPEC §8's alerts become an in-page notice (ARCHITECTURE): a server error with the
 * "Error:" prefix; success says 'Order finalized successfully!' and, as the alert's OK did, the
 * practitioner then goes on to /account.
 */
export function AdjustmentForm({ frequency, currentCount, onRefresh }: AdjustmentFormProps) {
  const intl = useIntl();
  const { call } = useSession();
  const { language } = useLanguage();
  const currentId = useId();
  const newId = useId();

  const actor = useActorRef(
    licenseAdjustmentMachine.provide({
      actors: { updateLicenses: fromPromise(({ input }) => call('updateLicenses', input)) },
    }),
    { input: { frequency, currentCount } },
  );
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  const quote = useSelector(actor, (snapshot) => snapshot.context.quote);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');

  // Where the machine sends the practitioner once the success has been read.
  const [destination, setDestination] = useState<NavigateEmitted | null>(null);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);
  useEffect(() => {
    const navigation = actor.on('navigate', (event) => setDestination(event));
    const refreshing = actor.on('licenses.refresh', () => refresh.current());
    return () => {
      navigation.unsubscribe();
      refreshing.unsubscribe();
    };
  }, [actor]);

  const rate = intl.formatNumber(VAT_RATE_PERCENT / 100, { style: 'percent', minimumFractionDigits: 1 });
  const perPeriod = (cents: number) =>
    intl.formatMessage(
      { id: 'licenseAdjustment.amountPerPeriod' },
      { amount: formatChf(cents, language), frequency },
    );
  const currentPrice = licenseAdjustmentQuote({ frequency, newLicenseCount: currentCount }).totalCents;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !done) actor.send({ type: 'ADJUST.FINALIZE' });
  };

  return (
    <Stack gap="large">
      <Card as="section" aria-labelledby={currentId}>
        <Stack gap="medium">
          <Heading level={2} size="3" id={currentId}>
            {intl.formatMessage({ id: 'licenseAdjustment.current.heading' })}
          </Heading>
          <dl className={styles.list}>
            <div className={styles.row}>
              <dt className={styles.term}>{intl.formatMessage({ id: 'licenseAdjustment.current.count' })}</dt>
              <dd className={styles.value}>{intl.formatNumber(currentCount)}</dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.term}>{intl.formatMessage({ id: 'licenseAdjustment.current.price' })}</dt>
              <dd className={styles.value}>{perPeriod(currentPrice)}</dd>
            </div>
          </dl>
        </Stack>
      </Card>
      <Card as="section" aria-labelledby={newId}>
        <form onSubmit={submit} noValidate>
          <Stack gap="large">
            <Heading level={2} size="3" id={newId}>
              {intl.formatMessage({ id: 'licenseAdjustment.new.heading' })}
            </Heading>
            <NumberField
              name="newLicenseCount"
              label={intl.formatMessage({ id: 'licenseAdjustment.new.label' })}
              hint={intl.formatMessage(
                { id: 'licenseAdjustment.new.hint' },
                { minimum: LICENSE_ADJUSTMENT_MINIMUM_USERS },
              )}
              value={count}
              min={LICENSE_ADJUSTMENT_MINIMUM_USERS}
              max={MAXIMUM_USERS}
              onValueChange={(value) => actor.send({ type: 'ADJUST.SET_COUNT', value })}
              decrementLabel={intl.formatMessage({ id: 'licenseAdjustment.new.decrement' })}
              incrementLabel={intl.formatMessage({ id: 'licenseAdjustment.new.increment' })}
              disabled={busy || done}
            />
            <Stack gap="small">
              <dl className={styles.list}>
                <div className={styles.row}>
                  <dt className={styles.term}>
                    {intl.formatMessage({ id: 'licenseAdjustment.summary.subtotal' })}
                  </dt>
                  <dd className={styles.value}>{formatChf(quote.subtotalCents, language)}</dd>
                </div>
                <div className={styles.row}>
                  <dt className={styles.term}>
                    {intl.formatMessage({ id: 'licenseAdjustment.summary.vat' }, { rate })}
                  </dt>
                  <dd className={styles.value}>{formatChf(quote.vatCents, language)}</dd>
                </div>
                <div className={styles.row}>
                  <dt className={styles.totalTerm}>
                    {intl.formatMessage({ id: 'licenseAdjustment.summary.total' }, { frequency })}
                  </dt>
                  <dd className={styles.totalValue}>{formatChf(quote.totalCents, language)}</dd>
                </div>
              </dl>
              <Text size="small" tone="muted">
                {intl.formatMessage({ id: 'licenseAdjustment.summary.vatIncluded' }, { rate })}
              </Text>
            </Stack>
            <FeedbackNotice
              // A new notice per outcome, so a repeated error takes the focus again.
              key={busy ? 'busy' : 'idle'}
              feedback={busy ? null : feedback}
              focusWhen="shown"
              action={
                destination ? (
                  <Button asChild size="small">
                    <Link to={destination.to} state={destination.state}>
                      {intl.formatMessage({ id: 'licenseAdjustment.continue' })}
                    </Link>
                  </Button>
                ) : undefined
              }
            />
            <Inline gap="small" align="end" collapseBelow="tablet">
              {/* Once finalized, the notice's own link leads on to the account. */}
              {done ? null : (
                <Button asChild variant="secondary">
                  <Link to="/account">{intl.formatMessage({ id: 'licenseAdjustment.back' })}</Link>
                </Button>
              )}
              <Button type="submit" loading={busy} disabled={done}>
                {intl.formatMessage({ id: 'licenseAdjustment.finalize' })}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
