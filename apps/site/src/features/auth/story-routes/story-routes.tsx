import { Container, Text } from '@app/ui';
import type { Decorator } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

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
      <Route path="*" element={<Destination />} />
    </Routes>
  );
}

function Destination() {
  const { pathname, state } = useLocation();
  return (
    <Container width="form">
      <Text data-testid="destination" tone="muted">
        {pathname}
        {state ? ` ${JSON.stringify(state)}` : ''}
      </Text>
    </Container>
  );
}
