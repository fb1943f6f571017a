import { Button, Link, PasswordField, Stack, Text, TextField } from '@app/ui';
import type { FormEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import * as styles from './sign-in-page.css.js';

export interface SignInFormProps {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What "Create account" carries on (the plan on the way to /payment). */
  readonly signUpState: Record<string, unknown> | undefined;
}

/** The password step's form (docs/accounts.md#sign-in), then the way to create an account. */
export function SignInForm({ formRef, busy, onSubmit, signUpState }: SignInFormProps) {
  const intl = useIntl();
  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="medium">
          <TextField
            label={intl.formatMessage({ id: 'auth.signIn.email' })}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <Stack gap="xsmall">
            <PasswordField
              label={intl.formatMessage({ id: 'auth.signIn.password' })}
              name="password"
              autoComplete="current-password"
              required
              showLabel={intl.formatMessage({ id: 'auth.password.show' })}
              hideLabel={intl.formatMessage({ id: 'auth.password.hide' })}
            />
            <Link asChild standalone className={styles.forgotPassword}>
              <RouterLink to="/forgot-password">
                {intl.formatMessage({ id: 'auth.signIn.forgotPassword' })}
              </RouterLink>
            </Link>
          </Stack>
          <Button type="submit" loading={busy} fullWidth>
            {intl.formatMessage({ id: 'auth.signIn.submit' })}
          </Button>
        </Stack>
      </form>
      <Stack gap="small" align="center" className={styles.signUp}>
        <Text tone="muted">{intl.formatMessage({ id: 'auth.signIn.noAccount' })}</Text>
        <Button asChild variant="secondary" fullWidth>
          <RouterLink to="/signup" state={signUpState}>
            {intl.formatMessage({ id: 'auth.signIn.createAccount' })}
          </RouterLink>
        </Button>
      </Stack>
    </>
  );
}
