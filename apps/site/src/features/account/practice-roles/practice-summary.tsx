import { type PracticeAction, type PracticeRole, permittedActions } from '@app/contracts';
import { Heading, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import * as styles from './practice-roles.css.js';

export interface PracticeSummaryProps {
  ownerEmail: string;
  ownerName: string | null;
  roles: readonly PracticeRole[];
}

/**
 * docs/licences.md#practice-view: who the practice's owner is, the caller's roles, and a sentence
 * per action of the permission matrix they let her do (permittedActions, never a role's name).
 */
export function PracticeSummary({ ownerEmail, ownerName, roles }: PracticeSummaryProps) {
  const intl = useIntl();
  const actions: PracticeAction[] = permittedActions(roles);
  const owns = actions.includes('ownership');
  const roleNames = roles.map((role) => intl.formatMessage({ id: `account.practice.role.${role}` }));
  return (
    <Stack gap="medium">
      <Text>
        {owns
          ? intl.formatMessage({ id: 'account.practice.ownerYou' })
          : ownerName
            ? intl.formatMessage(
                { id: 'account.practice.ownerWithName' },
                { name: ownerName, email: ownerEmail },
              )
            : intl.formatMessage({ id: 'account.practice.owner' }, { email: ownerEmail })}
      </Text>
      <Text>
        {intl.formatMessage(
          { id: 'account.practice.roles' },
          { roles: intl.formatList(roleNames, { type: 'conjunction' }) },
        )}
      </Text>
      <Stack gap="small">
        <Heading level={3} size="4">
          {intl.formatMessage({ id: 'account.practice.can.heading' })}
        </Heading>
        {actions.length > 0 ? (
          <ul className={styles.actions}>
            {actions.map((action) => (
              <li key={action}>
                <Text>{intl.formatMessage({ id: `account.practice.can.${action}` })}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted">{intl.formatMessage({ id: 'account.practice.can.none' })}</Text>
        )}
      </Stack>
    </Stack>
  );
}
