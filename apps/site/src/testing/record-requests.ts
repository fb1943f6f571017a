import type { EndpointName } from '@app/contracts';
import { server } from '@app/mocks/node';
import { onTestFinished } from 'vitest';
import { type RequestRecorder, requestRecorder } from './request-recorder.js';

/**
 * The JSON body of every request to a call, recorded in front of the test's handlers and handed
 * on to the ones behind (the mocks' contract-checked defaults, or a scenario's), so a test sees
 * both what was sent and what the screen did with the answer.
 */
export function recordCalls(name: EndpointName): unknown[] {
  const recorder = requestRecorder(name);
  server.use(recorder.handler());
  return recorder.bodies;
}

/**
 * Every request to a call (to any, without `name`), whichever handler answers it: the recorder
 * listens to the server's requests as they start, until the test ends. For a test that puts its
 * scenario's handlers in front after it starts recording.
 */
export function recordRequests(name?: EndpointName): RequestRecorder {
  const recorder = requestRecorder(name);
  const listener = ({ request }: { request: Request }) => {
    void recorder.record(request);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return recorder;
}
