import { PRODUCT_NAME } from '@app/i18n';
import { endpointRoute } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { EmailValidationPage } from './email-validation-page.js';

const main = () => within(screen.getByRole('main'));

describe('/email-validation', () => {
  it('says a confirmation e-mail was sent and its link activates the account', () => {
    renderScreen('/email-validation', <EmailValidationPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your email address');
    expect(
      screen.getByText(
        'We have sent you a confirmation email. Click the link in it to activate your account.',
      ),
    ).toBeTruthy();
    const signIn = main().getByRole('link', { name: 'Go to sign-in' });
    expect(signIn.getAttribute('href')).toBe('/signin');
    expect(document.title).toBe(`Confirm your email address · ${PRODUCT_NAME}`);
    // Without the address from sign-up there is nothing to send again.
    expect(main().queryByRole('button')).toBeNull();
  });

  it('names the address from sign-up and sends the mail again, with the plan, in the page language (docs/accounts.md#email-validation)', async () => {
    const calls = recordCalls('resendConfirmation');
    renderScreen('/email-validation', <EmailValidationPage />, {
      state: { email: 'anna@praxis.ch', plan: 'enterprise' },
      language: 'it',
    });
    expect(main().getByText('anna@praxis.ch').tagName).toBe('STRONG');
    expect(
      main().getByText(
        "Il link apre la pagina di accesso: acceda con la password appena scelta e proseguirà direttamente con l'abbonamento Enterprise.",
      ),
    ).toBeTruthy();
    await userEvent.click(await main().findByRole('button', { name: "Inviare di nuovo l'e-mail" }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Abbiamo inviato di nuovo l'e-mail. Può impiegare qualche minuto ad arrivare.",
    );
    expect(calls).toEqual([{ email: 'anna@praxis.ch', lang: 'it', plan: 'enterprise' }]);
  });

  it('says so when the mail was asked for too often', async () => {
    const { method, path } = endpointRoute('resendConfirmation');
    server.use(
      method(path, () =>
        Response.json({ error: true, code: 'rate_limited', message: 'Too many.' }, { status: 429 }),
      ),
    );
    renderScreen('/email-validation', <EmailValidationPage />, { state: { email: 'anna@praxis.ch' } });
    await userEvent.click(await main().findByRole('button', { name: 'Send the email again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('speaks German in German', () => {
    renderScreen('/email-validation', <EmailValidationPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
  });
});
