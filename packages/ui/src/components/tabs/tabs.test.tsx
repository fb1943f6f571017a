import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';

const renderTabs = (onValueChange = vi.fn()) =>
  render(
    <Tabs defaultValue="blacklist" onValueChange={onValueChange}>
      <TabsList aria-label="Administration">
        <TabsTrigger value="blacklist">Blacklist</TabsTrigger>
        <TabsTrigger value="stats">Statistics</TabsTrigger>
        <TabsTrigger value="users">Users</TabsTrigger>
      </TabsList>
      <TabsContent value="blacklist">Phrases</TabsContent>
      <TabsContent value="stats">Clicks</TabsContent>
      <TabsContent value="users">Accounts</TabsContent>
    </Tabs>,
  );

describe('Tabs', () => {
  it('is a named tab list with one visible panel', async () => {
    const { container } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Blacklist' }).textContent).toBe('Phrases');
    await expectNoAxeViolations(container);
  });

  it('moves and selects with the arrow keys', async () => {
    const onValueChange = vi.fn();
    renderTabs(onValueChange);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Blacklist' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Statistics' }));
    expect(onValueChange).toHaveBeenCalledWith('stats');
    expect(screen.getByRole('tabpanel').textContent).toBe('Clicks');
  });

  it('moves focus into the panel with Tab', async () => {
    renderTabs();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('selects by click in the pills variant', async () => {
    render(
      <Tabs defaultValue="fr">
        <TabsList aria-label="Language" variant="pills">
          <TabsTrigger value="fr">Français</TabsTrigger>
          <TabsTrigger value="de">Deutsch</TabsTrigger>
        </TabsList>
        <TabsContent value="fr">fr</TabsContent>
        <TabsContent value="de">de</TabsContent>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
    expect(screen.getByRole('tab', { name: 'Deutsch' }).getAttribute('aria-selected')).toBe('true');
  });
});
