import type { TwoFactorSetupResponse } from '@app/contracts';
import { type TwoFactorConfirmation, twoFactorSetupMachine } from '@app/machines';
import { Button, Heading, type HeadingLevel, Inline, Stack, Text, TextField } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../feedback-notice/feedback-notice.js';
import { QrCode } from './qr-code.js';
import * as styles from './two-factor-setup.css.js';

export interface TwoFactorSetupProps {
  /** The set-up's two calls: with the session on the account page, with the challenge at sign-in. */
  startSetup: () => Promise<TwoFactorSetupResponse>;
  confirmSetup: (input: { code: string }) => Promise<TwoFactorConfirmation>;
  /** She has kept the recovery codes; the confirmation carries the session at sign-in. */
  onFinished: (confirmation: TwoFactorConfirmation) => void;
  onCancelled: () => void;
  /** The sign-in's challenge ran out (sign-in only). */
  onExpired?: () => void;
  /** The recovery codes' heading sits below the screen's own. */
  headingLevel?: HeadingLevel;
}

/**
 * The two-factor set-up of docs/accounts.md#two-factor: the QR code and the secret to type, a code
 * from the app to turn it on, then the ten recovery codes, shown this once, until she says she has kept them.
 */
export function TwoFactorSetup({
  startSetup,
  confirmSetup,
  onFinished,
  onCancelled,
  onExpired,
  headingLevel = 3,
}: TwoFactorSetupProps) {
  const intl = useIntl();
  const actor = useActorRef(
    twoFactorSetupMachine.provide({
      actors: {
        startSetup: fromPromise(() => startSetup()),
        confirmSetup: fromPromise(({ input }) => confirmSetup(input)),
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const setup = useSelector(actor, (snapshot) => snapshot.context.setup);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const codes = useSelector(actor, (snapshot) => snapshot.context.confirmation?.recoveryCodes ?? []);
  const codesHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const subscriptions = [
      actor.on('setup.finished', (event) => onFinished(event.confirmation)),
      actor.on('setup.cancelled', () => onCancelled()),
      actor.on('setup.expired', () => onExpired?.()),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, onFinished, onCancelled, onExpired]);

  // The codes replace the form that had the focus: take it to their heading.
  useEffect(() => {
    if (state === 'showingCodes') codesHeading.current?.focus();
  }, [state]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    actor.send({ type: 'SETUP.SUBMIT_CODE', code: typeof code === 'string' ? code : '' });
  };
  const cancel = (
    <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'SETUP.CANCEL' })}>
      {intl.formatMessage({ id: 'account.twoFactor.setup.cancel' })}
    </Button>
  );

  if (state === 'starting') {
    return <Text role="status">{intl.formatMessage({ id: 'account.twoFactor.setup.loading' })}</Text>;
  }
  if (state === 'failed') {
    return (
      <Stack gap="medium">
        <FeedbackNotice feedback={feedback} />
        <Inline gap="small">
          <Button type="button" onClick={() => actor.send({ type: 'SETUP.RETRY' })}>
            {intl.formatMessage({ id: 'account.twoFactor.setup.retry' })}
          </Button>
          {cancel}
        </Inline>
      </Stack>
    );
  }
  if (state === 'showingCodes' || state === 'ended') {
    return (
      <Stack gap="medium">
        <Heading level={headingLevel} size="4" ref={codesHeading} tabIndex={-1}>
          {intl.formatMessage({ id: 'account.twoFactor.setup.codesTitle' })}
        </Heading>
        <Text>{intl.formatMessage({ id: 'account.twoFactor.setup.codesIntro' })}</Text>
        <ol
          className={styles.codes}
          aria-label={intl.formatMessage({ id: 'account.twoFactor.setup.codesList' })}
        >
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div>
          <Button type="button" onClick={() => actor.send({ type: 'SETUP.DONE' })}>
            {intl.formatMessage({ id: 'account.twoFactor.setup.done' })}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="medium">
      <div className={styles.scan}>
        {setup ? (
          <QrCode
            className={styles.qrCode}
            rows={setup.qrCode}
            label={intl.formatMessage({ id: 'account.twoFactor.setup.qrAlt' })}
          />
        ) : null}
        <Stack gap="small">
          <Text>{intl.formatMessage({ id: 'account.twoFactor.setup.scan' })}</Text>
          <Text tone="muted">{intl.formatMessage({ id: 'account.twoFactor.setup.secret' })}</Text>
          <code className={styles.secret}>{setup?.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
        </Stack>
      </div>
      <FeedbackNotice feedback={feedback} focusWhen="error" />
      <form className={styles.codeForm} noValidate onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'account.twoFactor.setup.code' })}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
        <Inline gap="small">
          <Button type="submit" loading={state === 'confirming'}>
            {intl.formatMessage({ id: 'account.twoFactor.setup.confirm' })}
          </Button>
          {cancel}
        </Inline>
      </form>
    </Stack>
  );
}
