import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Toast, ToastProvider, type ToastTone } from './toast.js';

function Harness({ tone = 'success', duration }: { tone?: ToastTone; duration?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider label="Notifications ({hotkey})" duration={duration}>
      <button type="button" onClick={() => setOpen(true)}>
        Invite
      </button>
      <Toast
        open={open}
        onOpenChange={setOpen}
        tone={tone}
        title="An invitation has been sent"
        description="anna@example.ch"
        closeLabel="Dismiss"
      />
    </ToastProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('appears in a labelled notifications region and is announced', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
    expect(screen.getAllByText('An invitation has been sent').length).toBeGreaterThan(0);
    // Radix's own live region repeats the text for screen readers (on the next frame, for NVDA),
    // politely for a success.
    await waitFor(() => {
      const announcer = screen
        .getAllByRole('status')
        .find((node) => node.getAttribute('aria-live') === 'polite');
      expect(announcer?.textContent).toContain('An invitation has been sent');
    });
    await expectNoAxeViolations(container);
  });

  it('announces errors assertively', async () => {
    render(<Harness tone="error" />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => {
      const announcer = screen
        .getAllByRole('status')
        .find((node) => node.getAttribute('aria-live') === 'assertive');
      expect(announcer?.textContent).toContain('An invitation has been sent');
    });
  });

  it('closes with its dismiss button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('leaves by itself after the provider duration', () => {
    vi.useFakeTimers();
    render(<Harness duration={3000} />);
    act(() => screen.getByRole('button', { name: 'Invite' }).click());
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
