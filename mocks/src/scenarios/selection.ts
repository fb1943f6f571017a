import { isScenarioName, type ScenarioName } from './index.js';

/**
 * A mocked run of the site picks its scenario here: Playwright sets it before the page loads
 * (`page.addInitScript(() => localStorage.setItem('mock-scenario', 'cardDeclined'))`), a person
 * adds `?mock-scenario=cardDeclined` to the address. The address wins over the stored choice.
 */
export const SCENARIO_STORAGE_KEY = 'mock-scenario';

export function requestedScenario(
  // Structural, so Node-only workspaces that type-check this file need no DOM types.
  location: { readonly search: string },
  storage: { getItem(key: string): string | null },
): ScenarioName | null {
  const requested =
    new URLSearchParams(location.search).get(SCENARIO_STORAGE_KEY) ?? storage.getItem(SCENARIO_STORAGE_KEY);
  return isScenarioName(requested) ? requested : null;
}
