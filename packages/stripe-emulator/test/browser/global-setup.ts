import type { TestProject } from 'vitest/node';
import { startEmulator } from '../../src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stripeEmulatorUrl: string;
  }
}

/** One emulator for the browser tests; its address reaches the page (inject) and the commands (env). */
export default async function setup(project: TestProject) {
  const emulator = await startEmulator({ port: 0 });
  project.provide('stripeEmulatorUrl', emulator.url);
  process.env.STRIPE_EMULATOR_TEST_URL = emulator.url;
  return () => emulator.close();
}
