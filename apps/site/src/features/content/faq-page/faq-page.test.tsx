import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { FaqPage } from './faq-page.js';

describe('the FAQ', () => {
  it('asks five questions, each a heading over its answer, and leads to the contact page', async () => {
    const { router } = renderScreen('/faq', <FaqPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Frequently asked questions');
    expect(main.getByText(/^Answers to the questions doctors ask us most often/)).toBeTruthy();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Does it work with my medical software?',
      'What happens to my recordings?',
      'Is there a version for Mac?',
      'Can the app translate my reports?',
      'How does the free trial work?',
    ]);
    // Each answer is named by its question, so it is found under the right heading.
    expect(
      within(main.getByRole('region', { name: 'Is there a version for Mac?' })).getByText(/^Not yet/),
    ).toBeTruthy();
    expect(
      within(main.getByRole('region', { name: 'How does the free trial work?' })).getByText(/^For 15 days/),
    ).toBeTruthy();
    expect(
      within(main.getByRole('region', { name: 'Can the app translate my reports?' })).getByText(
        /35 languages/,
      ),
    ).toBeTruthy();
    await userEvent.click(main.getByRole('link', { name: 'Contact our support team' }));
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('speaks French in French', () => {
    renderScreen('/faq', <FaqPage />, { language: 'fr' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Questions fréquentes');
    expect(
      main.getByRole('heading', { level: 2, name: 'Existe-t-il une version pour Mac\u202f?' }),
    ).toBeTruthy();
  });
});
