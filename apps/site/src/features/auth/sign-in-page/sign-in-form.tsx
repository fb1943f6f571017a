import { Button, Link, Notice, PasswordField, Stack, Text, TextField } from '@app/ui';
import type { FormEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import * as styles from './sign-in-page.css.js';
import type { SsoOffer } from './use-sso-discovery.js';

export interface SignInFormProps {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What "Create account" carries on (the plan on the way to /payment). */
  readonly signUpState: Record<string, unknown> | undefined;
  /** docs/sso.md#sign-in: the provider her address's practice signs in through, once asked. */
  readonly sso?: SsoOffer | null;
  /** The address was filled in: ask whether a provider signs it in. */
  readonly onEmailFilled?: (email: string) => void;
  /**
   * docs/passkeys.md#sign-in: "Sign in with a passkey", the browser's dialog; absent without
   * WebAuthn, where the password form stays alone.
   */
  readonly passkey?: { readonly busy: boolean; readonly onUse: () => void };
}

/**
 * The password step's form (docs/accounts.md#sign-in), then the way to create an account. An
 * address whose practice has a provider is offered it (docs/sso.md#sign-in); when the practice
 * requires it, there is no password to give and the button goes to the provider.
 */
export function SignInForm({
  formRef,
  busy,
  onSubmit,
  signUpState,
  sso = null,
  onEmailFilled,
  passkey,
}: SignInFormProps) {
  const intl = useIntl();
  const enforced = sso?.enforced ?? false;
  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="medium">
          <TextField
            label={intl.formatMessage({ id: 'auth.signIn.email' })}
            name="email"
            type="email"
            // docs/passkeys.md#sign-in: the browser offers her passkeys among the saved addresses.
            autoComplete="username webauthn"
            required
            onBlur={(event) => onEmailFilled?.(event.currentTarget.value)}
          />
          {sso ? <SsoOffered sso={sso} /> : null}
          {enforced ? null : (
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
          )}
          <Button type="submit" loading={busy} fullWidth>
            {intl.formatMessage({ id: enforced ? 'auth.signIn.sso.continue' : 'auth.signIn.submit' })}
          </Button>
          {passkey && !enforced ? (
            <Button
              type="button"
              variant="secondary"
              loading={passkey.busy}
              fullWidth
              onClick={passkey.onUse}
            >
              {intl.formatMessage({ id: 'signin.passkey.button' })}
            </Button>
          ) : null}
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

/** Her practice's provider: required (the button below goes there), or offered beside the password. */
function SsoOffered({ sso }: { sso: SsoOffer }) {
  const intl = useIntl();
  if (sso.enforced)
    return <Notice tone="info">{intl.formatMessage({ id: 'auth.signIn.sso.required' })}</Notice>;
  return (
    <Notice
      tone="info"
      action={
        <Button asChild variant="secondary">
          <a href={sso.startUrl}>{intl.formatMessage({ id: 'auth.signIn.sso.continue' })}</a>
        </Button>
      }
    >
      {intl.formatMessage({ id: 'auth.signIn.sso.offered' })}
    </Notice>
  );
}
