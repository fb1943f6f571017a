/**
 * A machine never touches the router: it emits where to go, and the site's screen navigates.
 * `state` is react-router's navigation state (docs/routes-and-screens.md#navigation-state: `from`,
 * `licenseType`).
 */
export interface NavigateEmitted {
  readonly type: 'navigate';
  readonly to: string;
  readonly state?: Readonly<Record<string, unknown>>;
  /** In place of the current entry: a screen passed through, which Back should not return to. */
  readonly replace?: true;
}

export const navigate = (
  to: string,
  state?: Readonly<Record<string, unknown>>,
  { replace = false }: { replace?: boolean } = {},
): NavigateEmitted => ({
  type: 'navigate',
  to,
  ...(state ? { state } : {}),
  ...(replace ? { replace: true as const } : {}),
});
