import type { RequestHandler } from 'msw';

export interface Scenario {
  readonly label: string;
  readonly description: string;
  /** Fresh handlers (and a fresh mocked backend) each time. */
  readonly handlers: () => RequestHandler[];
}
