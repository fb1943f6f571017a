import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.js';
import { type ScenarioName, scenarios } from './scenarios/index.js';

export { requestedScenario, SCENARIO_STORAGE_KEY } from './scenarios/selection.js';

/** For Storybook and mocked browser runs of the site. */
export const worker = setupWorker(...handlers);

/** Starts the worker with the scenario's handlers in front of the defaults. */
export async function startMockedBackend(scenario: ScenarioName | null): Promise<void> {
  if (scenario) worker.use(...scenarios[scenario].handlers());
  await worker.start({ onUnhandledRequest: 'error', quiet: true });
}
