import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('works controlled, without a description', () => {
    render(
      <Dialog open title="Pay by card" closeLabel="Close">
        <p>Card</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Pay by card' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
