import { Link, Stack } from '@app/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { TitledPage } from '../../../components/titled-page/titled-page.js';

/**
 * A page of the account area beside /account (its activity, the practice's single sign-on,
 * docs/routes-and-screens.md#signed-in-routes): titled, with the way back to the account first.
 */
export function AccountSubpage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <TitledPage title={title} intro={intro}>
      <Stack gap="large">
        <div>
          <Link asChild>
            <RouterLink to="/account">
              {intl.formatMessage({ id: 'account.activity.backToAccount' })}
            </RouterLink>
          </Link>
        </div>
        {children}
      </Stack>
    </TitledPage>
  );
}
