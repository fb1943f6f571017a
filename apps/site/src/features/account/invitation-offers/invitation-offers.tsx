import type { InvitationOffer } from '@app/contracts';
import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { Button, Card, Heading, Inline, Notice, Stack, Text, VisuallyHidden } from '@app/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';

export interface InvitationOffersProps {
  /** The seats offered to her and not yet answered (subscription-info's `invitations`). */
  offers: readonly InvitationOffer[];
  /** After an answer the account is read again: an accepted seat shows as hers. */
  onAnswered: () => void;
}

type Answer = 'accept' | 'decline';

/**
 * docs/licences.md#offers: the seats offered to her, each with who offers it, Accept and Decline.
 * Nothing changes until she answers; the answer is said in the section, which keeps the focus
 * once the answered offer has gone. The mail's link (`/account#invitations`) lands here.
 */
export function InvitationOffers({ offers, onAnswered }: InvitationOffersProps) {
  const intl = useIntl();
  const { call } = useSession();
  const [running, setRunning] = useState<{ id: string; answer: Answer } | null>(null);
  const [done, setDone] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<Feedback | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (offers.length === 0 && !done && !failure) return null;

  const answer = async (offer: InvitationOffer, choice: Answer) => {
    setRunning({ id: offer.id, answer: choice });
    setDone(null);
    setFailure(null);
    try {
      await call(choice === 'accept' ? 'acceptInvitation' : 'declineInvitation', { invitationId: offer.id });
      setDone(choice);
      headingRef.current?.focus();
      onAnswered();
    } catch (error) {
      setFailure(failureFeedback(failureOf(error), 'errors.network'));
    } finally {
      setRunning(null);
    }
  };

  return (
    <Card as="section" id="invitations" aria-labelledby="account-invitations">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-invitations" tabIndex={-1} ref={headingRef}>
          {intl.formatMessage({ id: 'account.invitations.heading' })}
        </Heading>
        {offers.length > 0 ? (
          <Text tone="muted">{intl.formatMessage({ id: 'account.invitations.note' })}</Text>
        ) : null}
        {done ? (
          <Notice tone="success">
            {done === 'accept'
              ? intl.formatMessage({ id: 'account.invitations.accepted' })
              : intl.formatMessage({ id: 'account.invitations.declined' })}
          </Notice>
        ) : null}
        <FeedbackNotice feedback={failure} focusWhen="error" />
        {offers.map((offer) => {
          const { name, email } = offer.managedBy;
          return (
            <Stack gap="medium" key={offer.id}>
              <Text>
                {name
                  ? intl.formatMessage({ id: 'account.invitations.offerWithName' }, { name, email })
                  : intl.formatMessage({ id: 'account.invitations.offer' }, { email })}
              </Text>
              <Inline gap="medium">
                <Button
                  loading={running?.id === offer.id && running.answer === 'accept'}
                  disabled={running !== null}
                  onClick={() => answer(offer, 'accept')}
                >
                  {intl.formatMessage({ id: 'account.invitations.accept' })}{' '}
                  <VisuallyHidden>{email}</VisuallyHidden>
                </Button>
                <Button
                  variant="secondary"
                  loading={running?.id === offer.id && running.answer === 'decline'}
                  disabled={running !== null}
                  onClick={() => answer(offer, 'decline')}
                >
                  {intl.formatMessage({ id: 'account.invitations.decline' })}{' '}
                  <VisuallyHidden>{email}</VisuallyHidden>
                </Button>
              </Inline>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
