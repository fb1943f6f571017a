import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { ClickRedirectPage } from './click-redirect-page.js';

describe('/click', () => {
  it.each([
    ['/click?id=newsletter-2025', '/api/tracking/click?id=newsletter-2025'],
    ['/click', '/api/tracking/click?id=unknown'],
    ['/click?id=', '/api/tracking/click?id=unknown'],
    ['/click?id=a%26b%3Dc', '/api/tracking/click?id=a%26b%3Dc'],
  ])('sends %s to the tracker at %s, saying it redirects', (path, target) => {
    const redirect = vi.fn();
    renderScreen(path, <ClickRedirectPage redirect={redirect} />, { route: '/click' });
    expect(redirect).toHaveBeenCalledWith(target);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Redirecting... Please wait.');
  });
});
