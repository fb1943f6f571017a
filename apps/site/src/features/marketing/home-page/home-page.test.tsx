import { PRODUCT_NAME } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { HomePage } from './home-page.js';

describe('the home page', () => {
  it('shows the title, three features, the three steps and the way to the licences', () => {
    renderScreen('/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Medical dictation, assisted by AI' })).toBeTruthy();
    const features = within(screen.getByRole('list', { name: 'What the dictation does for you' }));
    expect(features.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Works in any medical software, like a keyboard that listens',
      'Corrects, formats and translates your reports into 35 languages',
      'Voice processed in Switzerland and deleted right after transcription',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'You dictate',
      'We transcribe',
      'We perfect',
    ]);
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/license');
    expect(screen.getAllByRole('link', { name: 'Try free for 15 days' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: /patient report/ }).getAttribute('width')).toBe('560');
    expect(document.title).toBe(`Medical dictation · ${PRODUCT_NAME}`);
  });

  it('speaks German in German', () => {
    renderScreen('/', <HomePage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Medizinisches Diktat mit KI-Unterstützung',
    );
    expect(screen.getAllByRole('link', { name: '15 Tage kostenlos testen' })).toHaveLength(2);
  });
});
