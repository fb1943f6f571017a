import { Card, Heading, Stack } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { SsoLink } from '../sso-page/sso-link.js';
import { OwnershipReceived } from './ownership-received.js';
import { PracticeMembers } from './practice-members.js';
import { PracticeSummary } from './practice-summary.js';
import type { PracticeState } from './use-practice.js';

/**
 * docs/licences.md#practice-section: the account page's section for a member of a practice: who owns
 * it, her roles and what they let her do, the roles editor and the offer of the ownership when her
 * permissions include them, and an offer of the ownership made to her. Nothing outside a practice.
 */
export function PracticeSection({ practice, onChanged }: { practice: PracticeState; onChanged: () => void }) {
  const intl = useIntl();
  const { data, failure } = practice;
  // Still being read: a placeholder the stories wait for before the page is pictured.
  if (!data && !failure) return <div hidden aria-busy="true" data-practice-loading="" />;
  if (!data?.practice && !failure) return null;
  const seen = data?.practice ?? null;
  // The offer is the caller's own when she may hand the ownership on, else one made to her.
  const offers = seen?.permissions.includes('ownership') ?? false;
  const offer = data?.ownershipOffer ?? null;

  return (
    <Card as="section" id="practice" aria-labelledby="account-practice">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-practice">
          {intl.formatMessage({ id: 'account.practice.heading' })}
        </Heading>
        <FeedbackNotice feedback={failure} />
        {seen ? (
          <>
            <OwnershipReceived offer={offers ? null : offer} onAnswered={onChanged} />
            <PracticeSummary ownerEmail={seen.ownerEmail} ownerName={seen.ownerName} roles={seen.roles} />
            <PracticeMembers
              permissions={seen.permissions}
              members={seen.members}
              offer={offers ? offer : null}
              onChanged={onChanged}
            />
            {seen.permissions.includes('security') ? <SsoLink /> : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
