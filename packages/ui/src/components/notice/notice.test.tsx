import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Notice } from './notice.js';

describe('Notice', () => {
  it('announces errors as alerts and the rest as status', async () => {
    const { container } = render(
      <>
        <Notice tone="error" title="Error">
          Card declined. Please try again.
        </Notice>
        <Notice tone="success">Your subscription has been successfully canceled.</Notice>
        <Notice tone="info">Check your inbox.</Notice>
        <Notice tone="warning">Look in your spam folder.</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Card declined. Please try again.');
    expect(screen.getAllByRole('status')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('can stay silent when it is part of the page from the start', () => {
    render(
      <Notice tone="info" announce="none">
        No invoices available.
      </Notice>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a dismiss button only with a label', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Notice tone="info" onDismiss={onDismiss}>
        x
      </Notice>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Notice
        tone="info"
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
        action={<a href="/signin">Back to sign-in</a>}
      >
        x
      </Notice>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
  });
});
