import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen.js';
import { RequireSession } from './require-session.js';

describe('RequireSession', () => {
  it('shows the screen to a signed-in user', () => {
    renderScreen(
      '/account',
      <RequireSession>
        <p>The screen</p>
      </RequireSession>,
      { signedIn: true },
    );
    expect(screen.getByText('The screen')).toBeTruthy();
  });

  it('sends a visitor to /signin from the route, with the state to carry', async () => {
    const { router } = renderScreen(
      '/payment',
      <RequireSession state={{ licenseType: 'enterprise' }}>
        <p>The screen</p>
      </RequireSession>,
    );
    expect(screen.queryByText('The screen')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/payment', licenseType: 'enterprise' });
  });
});
