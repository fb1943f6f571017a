import { fromPromise } from 'xstate';

/**
 * A chart's call, which the site provides (its API client, Stripe.js, the browser's storage) or a
 * test does, with `machine.provide({ actors: { [name]: ... } })`: until then it throws, so a chart
 * cannot reach the network by accident.
 */
export const injectedCall = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} must be provided`);
  });
