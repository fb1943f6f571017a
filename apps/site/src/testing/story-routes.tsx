import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { Container, Text } from '@app/ui';
import type { Decorator } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';

/**
 * For stories: Storybook's router has no routes, so a screen could neither read its path
 * parameters nor leave. This mounts the story at `pattern`, the screens it leads to at their
 * paths, and anything else as a plain line saying where the screen went (so a play function and
 * the screenshot can check it).
 */
export function withRoutes(pattern: string, others: Record<string, ReactElement> = {}): Decorator {
  return (Story) => (
    <Routes>
      <Route path={pattern} element={<Story />} />
      {Object.entries(others).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<StoryDestination />} />
    </Routes>
  );
}

/**
 * A line saying where the story's screen went. Only the path is shown: the navigation state of an
 * ended session holds the browser's address, which in a story is the test runner's, not the
 * screen's.
 */
export function StoryDestination() {
  const { pathname } = useLocation();
  return (
    <Container width="form">
      <Text data-testid="destination" tone="muted">
        {pathname}
      </Text>
    </Container>
  );
}

/** Where a screen under `withRoutes` went, once it has left. */
export async function destination(canvasElement: HTMLElement): Promise<string | null> {
  const line = await within(canvasElement).findByTestId('destination');
  return line.textContent;
}

/**
 * docs/accounts.md#session-end: a 401 or 403 on an authenticated call clears the stored token and sends the
 * user to /signin.
 */
export async function expectSentToSignIn(canvasElement: HTMLElement): Promise<void> {
  await expect(await destination(canvasElement)).toBe('/signin');
  await waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
}
