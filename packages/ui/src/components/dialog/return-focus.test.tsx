import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.js';

/** docs/routes-and-screens.md#focus-after-dialog: a dialog closed any way gives the focus back to its opener. */
describe('Dialog gives the focus back', () => {
  it('opened through its open prop, returns focus on close to what had it when it opened', async () => {
    const { rerender } = render(
      <>
        <button type="button">Continue</button>
        <Dialog open={false} title="Billing information" closeLabel="Close">
          <input aria-label="First name" />
        </Dialog>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Continue' });
    opener.focus();
    const withOpen = (open: boolean) => (
      <>
        <button type="button">Continue</button>
        <Dialog open={open} title="Billing information" closeLabel="Close">
          <input aria-label="First name" />
        </Dialog>
      </>
    );
    rerender(withOpen(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')));
    rerender(withOpen(false));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  describe('opened through its open prop by a page that disables the opener meanwhile (Continue on /payment)', () => {
    /**
     * The browser moves the focus off a control disabled while it had it, to the body, at its next
     * rendering update; that may come before the dialog's content mounts. Here it comes first:
     * this effect runs before those of the dialog, rendered after it.
     */
    function FocusFixup({ open }: { open: boolean }) {
      useEffect(() => {
        const active = document.activeElement;
        if (!open || !(active instanceof HTMLButtonElement) || !active.disabled) return;
        // jsdom neither does this nor blurs a disabled control: enabled for the blur alone.
        active.disabled = false;
        active.blur();
        active.disabled = true;
      }, [open]);
      return null;
    }

    const page = ({ open, busy = false }: { open: boolean; busy?: boolean }) => (
      <>
        <button type="button" disabled={open || busy}>
          Continue
        </button>
        <FocusFixup open={open} />
        <Dialog open={open} title="Billing information" closeLabel="Close">
          <input aria-label="First name" />
        </Dialog>
      </>
    );

    it('returns the focus to the opener, though the browser took it off the opener before the dialog mounted', async () => {
      const { rerender } = render(page({ open: false }));
      const opener = screen.getByRole('button', { name: 'Continue' });
      opener.focus();
      rerender(page({ open: true }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')));
      rerender(page({ open: false }));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });

    it('gives the focus to the opener once it is enabled again, if nothing took it meanwhile', async () => {
      const { rerender } = render(page({ open: false }));
      const opener = screen.getByRole('button', { name: 'Continue' });
      opener.focus();
      rerender(page({ open: true }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')));
      // Closed, but the page keeps Continue disabled a moment longer (a change's figures read again).
      rerender(page({ open: false, busy: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.activeElement).toBe(document.body);
      rerender(page({ open: false }));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });

    it('leaves the focus where the user put it while the opener was still disabled', async () => {
      const { rerender } = render(
        <>
          {page({ open: false })}
          <a href="#help">Help</a>
        </>,
      );
      screen.getByRole('button', { name: 'Continue' }).focus();
      const withState = (state: { open: boolean; busy?: boolean }) => (
        <>
          {page(state)}
          <a href="#help">Help</a>
        </>
      );
      rerender(withState({ open: true }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')));
      rerender(withState({ open: false, busy: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const help = screen.getByRole('link', { name: 'Help' });
      help.focus();
      rerender(withState({ open: false }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.activeElement).toBe(help);
    });
  });

  it('returns the focus to returnFocusTo, though the focus was in another dialog when it opened', async () => {
    // /payment: Continue opens the billing dialog, whose Confirm opens the card dialog.
    function Page({ step }: { step: 'order' | 'billing' | 'card' }) {
      const continueButton = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={continueButton}>
            Continue
          </button>
          <Dialog open={step === 'billing'} title="Billing information" closeLabel="Close">
            <button type="button">Confirm</button>
          </Dialog>
          <Dialog
            open={step === 'card'}
            title="Pay by card"
            closeLabel="Close"
            returnFocusTo={continueButton}
          >
            <button type="button">Pay</button>
          </Dialog>
        </>
      );
    }
    const { rerender } = render(<Page step="order" />);
    const opener = screen.getByRole('button', { name: 'Continue' });
    opener.focus();
    rerender(<Page step="billing" />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' })));
    rerender(<Page step="card" />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay' })));
    rerender(<Page step="order" />);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closing, leaves the focus where the page put it meanwhile (an error notice)', async () => {
    // Like the site's error notices, it takes the focus once rendered.
    function FocusedNotice() {
      const notice = useRef<HTMLDivElement>(null);
      useEffect(() => notice.current?.focus(), []);
      return (
        <div role="alert" tabIndex={-1} ref={notice}>
          The order failed.
        </div>
      );
    }
    const page = (open: boolean) => (
      <>
        <button type="button">Continue</button>
        {open ? null : <FocusedNotice />}
        <Dialog open={open} title="Billing information" closeLabel="Close">
          <input aria-label="First name" />
        </Dialog>
      </>
    );
    const { rerender } = render(page(false));
    screen.getByRole('button', { name: 'Continue' }).focus();
    rerender(page(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')));
    rerender(page(false));
    const notice = screen.getByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    // Radix hands the focus back a tick after the dialog is gone: it must not move it then.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(notice);
  });
});
