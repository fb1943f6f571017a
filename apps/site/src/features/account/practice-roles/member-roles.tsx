import { ASSIGNABLE_ROLES, type AssignableRole, type PracticeMember } from '@app/contracts';
import { Button, Inline, Stack, VisuallyHidden } from '@app/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import * as styles from './practice-roles.css.js';
import { usePracticeCall } from './use-practice.js';

/** How a member is named: her name and address, or her address. */
export const memberLabel = ({ name, email }: Pick<PracticeMember, 'name' | 'email'>) =>
  name ? `${name} (${email})` : email;

/**
 * docs/licences.md#role-change: one member's assignable roles as checkboxes (the contracts'
 * ASSIGNABLE_ROLES), saved together with POST /practice/roles; the outcome is said beside them.
 */
export function MemberRoles({
  member,
  onSaved,
  action,
}: {
  member: PracticeMember;
  onSaved: () => void;
  /** Another control for her (handing on the ownership), beside the save button. */
  action?: ReactNode;
}) {
  const intl = useIntl();
  const { call } = useSession();
  const held = (role: AssignableRole) => member.roles.includes(role);
  const [chosen, setChosen] = useState<Record<AssignableRole, boolean>>(
    () =>
      Object.fromEntries(ASSIGNABLE_ROLES.map((role) => [role, held(role)])) as Record<
        AssignableRole,
        boolean
      >,
  );
  const saving = usePracticeCall(onSaved);
  const unchanged = ASSIGNABLE_ROLES.every((role) => chosen[role] === held(role));
  const save = () =>
    saving.run(
      'roles',
      () => call('setMemberRoles', { email: member.email, ...chosen }),
      'account.practice.rolesEditor.saved',
    );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{memberLabel(member)}</legend>
      <Stack gap="small">
        <Inline gap="large" alignY="center">
          {ASSIGNABLE_ROLES.map((role) => (
            <label key={role} className={styles.choice}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen[role]}
                disabled={saving.running !== null}
                onChange={(event) => setChosen((current) => ({ ...current, [role]: event.target.checked }))}
              />
              {intl.formatMessage({ id: `account.practice.role.${role}` })}
            </label>
          ))}
          <Button
            size="small"
            variant="secondary"
            loading={saving.running !== null}
            disabled={unchanged || saving.running !== null}
            onClick={save}
          >
            {intl.formatMessage({ id: 'account.practice.rolesEditor.save' })}{' '}
            <VisuallyHidden>{memberLabel(member)}</VisuallyHidden>
          </Button>
          {action}
        </Inline>
        <FeedbackNotice feedback={saving.feedback} />
      </Stack>
    </fieldset>
  );
}
