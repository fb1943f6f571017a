import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { PageShell } from './page-shell.js';

describe('PageShell', () => {
  it('puts the skip link first, then the top bar, the main landmark and the footer', async () => {
    const { container } = render(
      <PageShell
        skipLinkLabel="Skip to main content"
        topBar={
          <header>
            <a href="/">Home</a>
          </header>
        }
        footer={<footer>Company</footer>}
      >
        <h1>Welcome</h1>
      </PageShell>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('uses the main id it is given', () => {
    render(
      <PageShell skipLinkLabel="Skip" topBar={null} footer={null} mainId="content">
        x
      </PageShell>,
    );
    expect(screen.getByRole('main').id).toBe('content');
    expect(screen.getByRole('link', { name: 'Skip' }).getAttribute('href')).toBe('#content');
  });
});
