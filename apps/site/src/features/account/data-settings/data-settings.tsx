import { Button, Card, Heading, Stack, Text } from '@app/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import type { AccountSettingsActor } from '../account-settings/use-account-settings.js';
import { DeleteAccountDialog } from '../delete-account-dialog/delete-account-dialog.js';

/**
 * The customer's data rights (docs/accounts.md#data-download, nFADP): a ZIP of everything kept
 * about her, and the deletion of her account, whose screen says the invoices are kept as the law requires.
 */
export function DataSettings({
  actor,
  holdsSeat = false,
}: {
  actor: AccountSettingsActor;
  holdsSeat?: boolean;
}) {
  const intl = useIntl();
  const settings = useSelector(actor, (snapshot) => snapshot.context.settings);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const section = useSelector(actor, (snapshot) => snapshot.context.section);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('loading'));
  const exporting = useSelector(actor, (snapshot) => snapshot.matches('exporting'));
  const deleting = useSelector(actor, (snapshot) => snapshot.matches('deleting'));
  const [deleteOpen, setDeleteOpen] = useState(false);

  return (
    <Card as="section" aria-labelledby="account-data">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-data">
          {intl.formatMessage({ id: 'account.data.heading' })}
        </Heading>
        <Stack gap="medium">
          <Text>{intl.formatMessage({ id: 'account.data.intro' })}</Text>
          <FeedbackNotice feedback={section === 'data' ? feedback : null} />
          <div>
            <Button
              type="button"
              variant="secondary"
              loading={exporting}
              disabled={busy}
              onClick={() => actor.send({ type: 'SETTINGS.EXPORT' })}
            >
              {intl.formatMessage({ id: 'account.data.download' })}
            </Button>
          </div>
        </Stack>
        {settings?.deletionScheduledAt ? null : (
          <Stack gap="medium">
            <Heading level={3} size="4">
              {intl.formatMessage({ id: 'account.deletion.heading' })}
            </Heading>
            {/* A colleague's seat is not her subscription: she loses the seat, her practice's plan goes on. */}
            <Text>
              {intl.formatMessage({
                id: holdsSeat ? 'account.deletion.introSeat' : 'account.deletion.intro',
              })}
            </Text>
            <div>
              <Button
                type="button"
                variant="danger"
                disabled={busy || !settings}
                onClick={() => {
                  actor.send({ type: 'SETTINGS.DISMISS_FEEDBACK' });
                  setDeleteOpen(true);
                }}
              >
                {intl.formatMessage({ id: 'account.deletion.button' })}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
      <DeleteAccountDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onConfirm={(request) => actor.send({ type: 'SETTINGS.DELETE', request })}
        needsCode={Boolean(settings?.twoFactor.enabled)}
        busy={deleting}
        feedback={section === 'deletion' ? feedback : null}
      />
    </Card>
  );
}
