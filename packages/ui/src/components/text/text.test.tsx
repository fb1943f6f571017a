import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Text } from './text.js';

describe('Text', () => {
  it('is a paragraph by default and another element with `as`', async () => {
    const { container } = render(
      <>
        <Text>Body</Text>
        <Text as="span" tone="muted" size="small">
          Note
        </Text>
      </>,
    );
    expect(screen.getByText('Body').tagName).toBe('P');
    expect(screen.getByText('Note').tagName).toBe('SPAN');
    await expectNoAxeViolations(container);
  });

  it('gives each tone its own class', () => {
    render(
      <>
        <Text tone="danger">Error</Text>
        <Text tone="success">Done</Text>
      </>,
    );
    expect(screen.getByText('Error').className).not.toBe(screen.getByText('Done').className);
  });
});
