import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../features/language/language-context.js';
import { AppShell } from './app-shell.js';

function renderShellAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppShell /> }], { initialEntries: [path] });
  return render(
    <LanguageProvider>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
}

describe('the top bar', () => {
  it('highlights the free trial off /license (SPEC §2)', () => {
    renderShellAt('/download');
    const trial = within(screen.getByRole('banner')).getByRole('link', { name: 'Try for free' });
    expect(trial.getAttribute('href')).toBe('/license');
  });

  it('does not show the free-trial link on /license itself', () => {
    renderShellAt('/license');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Try for free' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('persists the chosen language under "lang" and translates the page', async () => {
    renderShellAt('/');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(window.localStorage.getItem('lang')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
  });
});
