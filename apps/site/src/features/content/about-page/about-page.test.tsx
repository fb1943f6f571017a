import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { AboutPage } from './about-page.js';

describe('the about page', () => {
  it('tells who we are in two paragraphs and leads to the licenses', async () => {
    const { router } = renderScreen('/about', <AboutPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('About us');
    expect(main.getByText(/^Dictation Health SA is a Swiss company/).textContent).toContain('35 languages');
    expect(main.getByText(/^Our aim is simple/).textContent).toContain('deleted right after transcription');
    // docs/routes-and-screens.md#privacy-promises: data goes to the processors the privacy policy names, not to no one.
    expect(main.getByText(/^Our aim is simple/).textContent).toContain(
      'we pass data only to the service providers our privacy policy names',
    );
    const licenses = main.getByRole('link', { name: 'See the licenses' });
    expect(licenses.getAttribute('href')).toBe('/license');
    await userEvent.click(licenses);
    expect(router.state.location.pathname).toBe('/license');
  });

  it('speaks German in German', () => {
    renderScreen('/about', <AboutPage />, { language: 'de' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Über uns');
    expect(main.getByRole('link', { name: 'Lizenzen ansehen' })).toBeTruthy();
  });
});
