/**
 * A machine never touches the router: it emits where to go, and the site's screen navigates.
 * `state` is react-router's navigation state (SPEC §2: `from`, `licenseType`).
 */
export interface NavigateEmitted {
  readonly type: 'navigate';
  readonly to: string;
  readonly state?: Readonly<Record<string, unknown>>;
}

export const navigate = (to: string, state?: Readonly<Record<string, unknown>>): NavigateEmitted =>
  state ? { type: 'navigate', to, state } : { type: 'navigate', to };
