import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Button } from '../button/button.js';
import { ConfirmDialog } from './confirm-dialog.js';

const renderConfirm = (handlers: { onConfirm?: () => void; onCancel?: () => void } = {}) =>
  render(
    <ConfirmDialog
      title="Cancel your subscription?"
      description="Are you sure you want to cancel your subscription?"
      confirmLabel="Cancel subscription"
      cancelLabel="Keep subscription"
      tone="danger"
      onConfirm={handlers.onConfirm ?? vi.fn()}
      onCancel={handlers.onCancel}
      trigger={<Button variant="danger">Cancel subscription</Button>}
    />,
  );

describe('ConfirmDialog', () => {
  it('opens without adding a <style> element (the Content-Security-Policy refuses inline styles)', async () => {
    renderConfirm();
    const styleElements = document.querySelectorAll('style').length;
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByRole('alertdialog');
    expect(document.querySelectorAll('style')).toHaveLength(styleElements);
  });

  it('asks its question as an alert dialog with focus on the safe choice', async () => {
    renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep subscription' })),
    );
    await expectNoAxeViolations(dialog);
  });

  it('confirms, closes and returns focus to the trigger', async () => {
    const onConfirm = vi.fn();
    renderConfirm({ onConfirm });
    const trigger = screen.getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(trigger);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('cancels with the cancel button or Escape, never confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderConfirm({ onConfirm, onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('traps focus between its two buttons', async () => {
    renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep subscription' }));
  });

  it('opened by a state, returns focus on close to the element it is given', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      const button = useRef<HTMLButtonElement>(null);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <input aria-label="Licenses" />
          <Button type="submit" ref={button}>
            Finalize
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            title="Add 2 licenses?"
            description="CHF 468.00 is charged today."
            confirmLabel="Pay"
            cancelLabel="Back"
            onConfirm={vi.fn()}
          />
        </form>
      );
    }
    render(<Opener />);
    // Submitted from the field, so the focus was never on the button before the dialog.
    await userEvent.type(screen.getByRole('textbox', { name: 'Licenses' }), '{Enter}');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Back' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Finalize' })),
    );
  });
});
