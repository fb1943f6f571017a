import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Button } from '../button/button.js';
import { Dialog, DialogActions, DialogClose } from './dialog.js';

const renderDialog = (onOpenChange = vi.fn()) =>
  render(
    <Dialog
      title="Billing information"
      description="All fields are required."
      closeLabel="Close"
      onOpenChange={onOpenChange}
      trigger={<Button>Continue</Button>}
    >
      <form>
        <label htmlFor="first">First name</label>
        <input id="first" />
        <DialogActions>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit">Confirm</Button>
        </DialogActions>
      </form>
    </Dialog>,
  );

describe('Dialog', () => {
  it("locks the page without a <style> element, which the site's Content-Security-Policy would refuse", async () => {
    renderDialog();
    const styleElements = document.querySelectorAll('style').length;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog');
    expect(document.querySelectorAll('style')).toHaveLength(styleElements);
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('opens from its trigger, named and described, with focus on the first field', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Billing information' });
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'All fields are required.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' })),
    );
    await expectNoAxeViolations(dialog);
  });

  it('traps focus: Tab from the last control wraps to the first', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'First name' }));
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    renderDialog(onOpenChange);
    const trigger = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with the × and with a DialogClose button', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with allowLayersAbove, leaves a layer added above it usable while the page behind is inert', async () => {
    const { rerender } = render(
      <>
        <button type="button">Behind</button>
        <Dialog open title="Card payment" closeLabel="Close" allowLayersAbove>
          <button type="button">Pay</button>
        </Dialog>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Card payment' });
    const page = screen.getByRole('button', { name: 'Behind', hidden: true }).parentElement as HTMLElement;
    await waitFor(() => expect(page.inert).toBe(true));
    expect(document.body.style.pointerEvents).not.toBe('none');

    // What Stripe.js does for 3-D Secure: its own layer at the end of the body, focused.
    const challenge = document.createElement('div');
    challenge.innerHTML = '<button type="button">Complete authentication</button>';
    document.body.append(challenge);
    const complete = within(challenge).getByRole('button');
    complete.focus();
    await userEvent.click(complete);
    expect(document.activeElement).toBe(complete);
    expect(challenge.inert).not.toBe(true);
    challenge.remove();

    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Pay' }));

    rerender(
      <>
        <button type="button">Behind</button>
        <Dialog open={false} title="Card payment" closeLabel="Close" allowLayersAbove>
          <button type="button">Pay</button>
        </Dialog>
      </>,
    );
    expect(page.inert).toBe(false);
  });

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

  it('works controlled, without a description', () => {
    render(
      <Dialog open title="Pay by card" closeLabel="Close">
        <p>Card</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Pay by card' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
