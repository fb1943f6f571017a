import type { AppSignInResponse } from '@app/contracts';
import { Button, Notice, SegmentedControl, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ConsentAnswer } from './use-app-consent.js';

/** The answer to "did you start this on your own computer?", none until she picks one. */
export type OwnComputer = 'yes' | 'no' | 'unanswered';

/**
 * docs/desktop-app.md#device-code-phishing: where and when the app asked for the code, and
 * whether she started it herself; Allow waits for her yes, a no says what to do instead.
 */
export function DeviceQuestion({
  request,
  ownComputer,
  onOwnComputer,
  disabled,
}: {
  request: AppSignInResponse;
  ownComputer: OwnComputer;
  onOwnComputer: (value: OwnComputer) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const at = request.requestedAt ? new Date(request.requestedAt) : null;
  return (
    <Stack gap="medium">
      {request.requestedFrom && at ? (
        <Text>
          {intl.formatMessage(
            { id: 'appConsent.device.requestedFrom' },
            {
              address: request.requestedFrom,
              date: intl.formatDate(at, { dateStyle: 'long' }),
              time: intl.formatTime(at, { timeStyle: 'short' }),
            },
          )}
        </Text>
      ) : null}
      <SegmentedControl<OwnComputer>
        label={intl.formatMessage({ id: 'appConsent.device.ownComputer' })}
        options={[
          { value: 'yes', label: intl.formatMessage({ id: 'appConsent.device.yes' }) },
          { value: 'no', label: intl.formatMessage({ id: 'appConsent.device.no' }) },
        ]}
        value={ownComputer}
        onValueChange={onOwnComputer}
        disabled={disabled}
      />
      {ownComputer === 'no' ? (
        <Notice tone="warning">{intl.formatMessage({ id: 'appConsent.device.notYours' })}</Notice>
      ) : null}
    </Stack>
  );
}

/** A code answered here: the app on the other computer learns it at its next poll. */
export function DeviceAnswered({ answer }: { answer: ConsentAnswer }) {
  const intl = useIntl();
  return (
    <Notice tone={answer === 'approve' ? 'success' : 'info'}>
      {intl.formatMessage({
        id: answer === 'approve' ? 'appConsent.device.approved' : 'appConsent.device.denied',
      })}
    </Notice>
  );
}

/**
 * A request that cannot go on (expired, or switched off by the practice's owner): why, and the way
 * back to the home page.
 */
export function EndedRequest({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <Notice
      tone="warning"
      action={
        <Button asChild variant="secondary" size="small">
          <Link to="/">{intl.formatMessage({ id: 'appConsent.backHome' })}</Link>
        </Button>
      }
    >
      {intl.formatMessage({ id: messageId })}
    </Notice>
  );
}

/** docs/licences.md#device-code-switch: the practice's owner turned the sign-in with a code off. */
export function DeviceSwitchedOff() {
  return <EndedRequest messageId="account.errors.appDeviceCodeOff" />;
}
