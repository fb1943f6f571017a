import type { OwnershipOffer } from '@app/contracts';
import { Button, Inline, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { usePracticeCall } from './use-practice.js';

/**
 * docs/licences.md#ownership-transfer: the ownership offered to her, which she accepts or declines
 * (POST /practice/ownership/answer); nothing changes until she accepts. After an answer the account
 * is read again: an accepted ownership brings the subscription with it.
 */
export function OwnershipReceived({
  offer,
  onAnswered,
}: {
  offer: OwnershipOffer | null;
  onAnswered: () => void;
}) {
  const intl = useIntl();
  const { call } = useSession();
  const answering = usePracticeCall(onAnswered);
  if (!offer && !answering.feedback) return null;

  const answer = (choice: 'accept' | 'decline') =>
    offer
      ? answering.run(
          choice,
          () => call('answerOwnership', { offerId: offer.offerId, answer: choice }),
          choice === 'accept' ? 'account.practice.ownership.accepted' : 'account.practice.ownership.declined',
        )
      : undefined;

  return (
    <Stack gap="medium">
      {offer ? (
        <>
          <Text>
            {intl.formatMessage({ id: 'account.practice.ownership.received' }, { from: offer.fromEmail })}
          </Text>
          <Inline gap="medium">
            <Button
              loading={answering.running === 'accept'}
              disabled={answering.running !== null}
              onClick={() => answer('accept')}
            >
              {intl.formatMessage({ id: 'account.practice.ownership.accept' })}
            </Button>
            <Button
              variant="secondary"
              loading={answering.running === 'decline'}
              disabled={answering.running !== null}
              onClick={() => answer('decline')}
            >
              {intl.formatMessage({ id: 'account.practice.ownership.decline' })}
            </Button>
          </Inline>
        </>
      ) : null}
      <FeedbackNotice feedback={answering.feedback} focusWhen="shown" />
    </Stack>
  );
}
