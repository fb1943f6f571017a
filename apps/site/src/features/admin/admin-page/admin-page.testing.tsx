import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';
import { AdminPage } from './admin-page.js';

/**
 * /admin signed in on `scenario`, once its tabs are there: the page asks the API first whether the
 * administration is open to her (docs/admin.md#admin-two-factor).
 */
export async function renderAdmin(scenario: keyof typeof scenarios, language?: 'en' | 'fr' | 'de' | 'it') {
  server.use(...scenarios[scenario].handlers());
  const rendered = renderScreen('/admin', <AdminPage />, { signedIn: true, language });
  await screen.findAllByRole('tablist');
  return rendered;
}

export const phraseList = () => screen.findByRole('list', { name: 'Blacklisted phrases' });
export const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.firstChild?.textContent);

/**
 * A cell's text as a screen reader reads it: without the column's name, which the stacking
 * tables repeat in each cell for a phone's cards, hidden from assistive technology.
 */
export function cellValue(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const label of copy.querySelectorAll('[aria-hidden="true"]')) label.remove();
  return copy.textContent ?? '';
}
