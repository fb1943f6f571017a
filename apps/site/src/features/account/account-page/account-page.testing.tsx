import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type RenderOptions, renderScreen } from '../../../testing/render-screen.js';
import { AccountPage } from './account-page.js';

export type ScenarioName = keyof typeof scenarios;

/** The day the page is seen: before the free fixture's trial ends (TRIAL_END, 4 December 2026). */
export const TODAY = new Date('2026-11-25T10:00:00Z');

export function renderAccount(scenario: ScenarioName | null, options: RenderOptions = {}) {
  if (scenario) server.use(...scenarios[scenario].handlers());
  return renderScreen('/account', <AccountPage today={TODAY} />, { signedIn: true, ...options });
}

/** Waits until the subscription info has arrived (the account type no longer says Loading…). */
export async function loaded() {
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
}

export const section = (name: string) => within(screen.getByRole('region', { name }));
export const count = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
