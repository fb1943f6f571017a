import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';
import { AdminPage } from './admin-page.js';

export function renderAdmin(scenario?: keyof typeof scenarios, language?: 'en' | 'fr' | 'de' | 'it') {
  if (scenario) server.use(...scenarios[scenario].handlers());
  return renderScreen('/admin', <AdminPage />, { signedIn: true, language });
}

export const phraseList = () => screen.findByRole('list', { name: 'Blacklisted phrases' });
export const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.firstChild?.textContent);
