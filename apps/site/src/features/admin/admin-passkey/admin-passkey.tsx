import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { Button, Card, Heading, Stack, Text } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { addPasskey } from '../../../lib/add-passkey.js';
import { CeremonyError, passkeyCeremonies } from '../../../lib/passkeys.js';

/** What the browser's ceremony ending without a passkey says: nothing when she closed its dialog. */
const CEREMONY_FEEDBACK: Readonly<Record<CeremonyError['end'], Feedback | null>> = {
  cancelled: null,
  exists: { kind: 'message', id: 'account.passkeys.exists', tone: 'info' },
  failed: { kind: 'message', id: 'account.passkeys.failed', tone: 'error' },
};

/**
 * docs/passkeys.md#admins: an admin whose session was neither opened with a passkey nor had one
 * added adds one here, before any tab is shown. The passkey added counts for this session, so
 * `onAdded` opens the administration without signing in again. In a browser without WebAuthn a line
 * says why nothing can be added here.
 */
export function AdminPasskey({ onAdded }: { onAdded: () => void }) {
  const intl = useIntl();
  const { call } = useSession();
  const [adding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [supported] = useState(() => passkeyCeremonies.supported());
  const add = () => {
    setAdding(true);
    setFeedback(null);
    addPasskey(call)
      .then(onAdded)
      .catch((error: unknown) =>
        setFeedback(
          error instanceof CeremonyError
            ? CEREMONY_FEEDBACK[error.end]
            : failureFeedback(failureOf(error), 'errors.network'),
        ),
      )
      .finally(() => setAdding(false));
  };
  return (
    <Card as="section" aria-labelledby="admin-passkey">
      <Stack gap="medium">
        <Heading level={2} size="3" id="admin-passkey">
          {intl.formatMessage({ id: 'admin.passkey.heading' })}
        </Heading>
        <FeedbackNotice feedback={feedback} focusWhen="shown" />
        {supported ? (
          <div>
            <Button type="button" loading={adding} onClick={add}>
              {intl.formatMessage({ id: 'account.passkeys.add' })}
            </Button>
          </div>
        ) : (
          <Text tone="muted">{intl.formatMessage({ id: 'account.passkeys.unsupported' })}</Text>
        )}
      </Stack>
    </Card>
  );
}
