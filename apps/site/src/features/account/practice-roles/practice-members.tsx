import { type OwnershipOffer, type PracticeAction, type PracticeMember, rolesPermit } from '@app/contracts';
import { Button, Heading, Inline, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { MemberRoles, memberLabel } from './member-roles.js';
import { OwnershipOfferButton } from './ownership-offer-button.js';
import { usePracticeCall } from './use-practice.js';

export interface PracticeMembersProps {
  /** What the caller's roles permit (GET /practice's `permissions`). */
  permissions: readonly PracticeAction[];
  members: readonly PracticeMember[];
  /** The offer of the ownership she made, not yet answered. */
  offer: OwnershipOffer | null;
  onChanged: () => void;
}

/**
 * docs/licences.md#role-change and #ownership-transfer: for an owner, each other member's roles
 * and the offer of the ownership to her; the offer made, with its withdrawal. Each control shows
 * only when the caller's permissions include its action.
 */
export function PracticeMembers({ permissions, members, offer, onChanged }: PracticeMembersProps) {
  const intl = useIntl();
  const { call } = useSession();
  const ownership = usePracticeCall(onChanged);
  const may = (action: PracticeAction) => permissions.includes(action);
  // The owner's own roles are not hers to change (last_owner): she is the member who may hand it on.
  const others = members.filter((member) => !rolesPermit(member.roles, 'ownership'));
  if (!may('roles') && !may('ownership')) return null;

  const offerTo = (member: PracticeMember) =>
    ownership.run(
      'offer',
      () => call('offerOwnership', { email: member.email }),
      'account.practice.ownership.offerSent',
    );
  const withdraw = (made: OwnershipOffer) =>
    ownership.run(
      'withdraw',
      () => call('answerOwnership', { offerId: made.offerId, answer: 'withdraw' }),
      'account.practice.ownership.withdrawn',
    );

  return (
    <Stack gap="medium">
      <Heading level={3} size="4">
        {intl.formatMessage({ id: 'account.practice.rolesEditor.heading' })}
      </Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'account.practice.rolesEditor.note' })}</Text>
      {may('ownership') ? (
        <Text tone="muted">{intl.formatMessage({ id: 'account.practice.ownership.note' })}</Text>
      ) : null}
      {offer && may('ownership') ? (
        <Inline gap="medium" alignY="center">
          <Text>
            {intl.formatMessage(
              { id: 'account.practice.ownership.offered' },
              { email: offer.toEmail, date: new Date(offer.createdAt) },
            )}
          </Text>
          <Button
            size="small"
            variant="secondary"
            loading={ownership.running === 'withdraw'}
            onClick={() => withdraw(offer)}
          >
            {intl.formatMessage({ id: 'account.practice.ownership.withdraw' })}
          </Button>
        </Inline>
      ) : null}
      <FeedbackNotice feedback={ownership.feedback} />
      {others.map((member) =>
        may('roles') ? (
          <MemberRoles key={member.email} member={member} onSaved={onChanged} action={offerButton(member)} />
        ) : (
          <Inline key={member.email} gap="medium" alignY="center">
            <Text>{memberLabel(member)}</Text>
            {offerButton(member)}
          </Inline>
        ),
      )}
    </Stack>
  );

  function offerButton(member: PracticeMember) {
    return may('ownership') ? (
      <OwnershipOfferButton
        member={member}
        busy={ownership.running !== null}
        onConfirm={() => offerTo(member)}
      />
    ) : null;
  }
}
