import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Text } from '../text/text.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three of the admin page's tabs (docs/admin.md#admin-page). */
export const Admin: Story = {
  render: () => (
    <Tabs defaultValue="blacklist">
      <TabsList aria-label="Administration">
        <TabsTrigger value="blacklist">Blacklist</TabsTrigger>
        <TabsTrigger value="stats">Statistics</TabsTrigger>
        <TabsTrigger value="users">Users</TabsTrigger>
      </TabsList>
      <TabsContent value="blacklist">
        <Text>Phrases removed from every transcription.</Text>
      </TabsContent>
      <TabsContent value="stats">
        <Text>Download clicks by date.</Text>
      </TabsContent>
      <TabsContent value="users">
        <Text>Every account, with its plan and transcription minutes.</Text>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Blacklist' }));
    await userEvent.keyboard('{ArrowRight}');
    // Radix moves focus on the next tick; automatic activation then selects the focused tab.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Statistics' })).toHaveTextContent('Download clicks');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Users' })).toHaveFocus());
  },
};

/** The blacklist's language switch: compact pills inside the tab. */
export const LanguagePills: Story = {
  render: () => (
    <Tabs defaultValue="de">
      <TabsList aria-label="Blacklist language" variant="pills">
        <TabsTrigger value="fr">Français</TabsTrigger>
        <TabsTrigger value="de">Deutsch</TabsTrigger>
        <TabsTrigger value="it">Italiano</TabsTrigger>
        <TabsTrigger value="en">English</TabsTrigger>
      </TabsList>
      {['fr', 'de', 'it', 'en'].map((language) => (
        <TabsContent key={language} value={language}>
          <Text tone="muted">Aucune phrase dans la blacklist.</Text>
        </TabsContent>
      ))}
    </Tabs>
  ),
};

/**
 * German on a phone, four tabs: they wrap onto a second row, each with its rule below, rather than
 * scroll one out of sight; the arrow keys still walk them in order.
 */
export const GermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  render: () => (
    <Tabs defaultValue="blacklist">
      <TabsList aria-label="Verwaltung">
        <TabsTrigger value="blacklist">Sperrliste</TabsTrigger>
        <TabsTrigger value="stats">Statistiken</TabsTrigger>
        <TabsTrigger value="users">Benutzerverwaltung</TabsTrigger>
        <TabsTrigger value="invoices">Offene Rechnungen</TabsTrigger>
      </TabsList>
      <TabsContent value="blacklist">
        <Text>Die Reiter brechen um, wenn sie nicht nebeneinander passen.</Text>
      </TabsContent>
      <TabsContent value="stats">Statistiken</TabsContent>
      <TabsContent value="users">Benutzer</TabsContent>
      <TabsContent value="invoices">Rechnungen</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Benutzerverwaltung' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Offene Rechnungen' })).toHaveFocus());
    // The Radix roving focus crosses the wrap back to the first tab.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Sperrliste' })).toHaveFocus());
  },
};
