import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { TopBar } from './top-bar.js';
import { TopBarLink } from './top-bar-link.js';

const renderBar = (onMenuOpenChange = vi.fn()) =>
  render(
    <TopBar
      brand={<a href="/">Home</a>}
      navigationLabel="Main navigation"
      menuLabel="Menu"
      onMenuOpenChange={onMenuOpenChange}
      navigation={
        <>
          <TopBarLink>
            <a href="/license" aria-current="page">
              Licences
            </a>
          </TopBarLink>
          <TopBarLink>
            <a href="/download">Download</a>
          </TopBarLink>
        </>
      }
      actions={<a href="/signin">Sign in</a>}
      utility={
        <select aria-label="Language">
          <option>English</option>
        </select>
      }
    />,
  );

describe('TopBar', () => {
  it('is a banner whose menu button discloses the navigation', async () => {
    const { container } = renderBar();
    expect(screen.getByRole('banner')).toBeTruthy();
    // Checked closed: jsdom applies no media queries, so with the menu open it would also expose
    // the in-bar navigation that CSS hides below 1250 px (the story tests check the open menu).
    await expectNoAxeViolations(container);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const navigation = within(panel as HTMLElement).getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Licences' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    const onMenuOpenChange = vi.fn();
    renderBar(onMenuOpenChange);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    within(panel).getByRole('link', { name: 'Download' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes the menu when one of its links is followed', async () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const link = within(panel).getByRole('link', { name: 'Download' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('can be controlled', () => {
    render(
      <TopBar
        brand="Brand"
        navigation={<a href="/a">A</a>}
        actions={null}
        navigationLabel="Main navigation"
        menuLabel="Menu"
        menuOpen
      />,
    );
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});
