import { expect, userEvent, waitFor, within } from 'storybook/test';

/** How a keyboard user closes a dialog: Escape, or Enter on one of its buttons (Cancel, ×). */
export type DialogClosing = 'Escape' | { button: string };

const described = (closing: DialogClosing) => (closing === 'Escape' ? 'Escape' : `"${closing.button}"`);

type DialogRole = 'dialog' | 'alertdialog';

/** Dialogs render in a portal, outside the story's canvas. */
const openDialogs = () => [
  ...within(document.body).queryAllByRole('dialog'),
  ...within(document.body).queryAllByRole('alertdialog'),
];

/**
 * Presses Enter on `opener` as a keyboard user would (the focus on it first), and returns the
 * dialog named `name` once it has taken the focus.
 */
export async function openWithEnter(
  opener: HTMLElement,
  name: string,
  role: DialogRole = 'dialog',
): Promise<HTMLElement> {
  opener.focus();
  await expect(opener).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole(role, { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
  return dialog;
}

/** Closes `dialog` with the keyboard and waits until no dialog is left. */
export async function closeWithKeyboard(dialog: HTMLElement, closing: DialogClosing): Promise<void> {
  if (closing === 'Escape') {
    await userEvent.keyboard('{Escape}');
  } else {
    const button = within(dialog).getByRole('button', { name: closing.button });
    button.focus();
    await userEvent.keyboard('{Enter}');
  }
  await waitFor(() => expect(openDialogs()).toEqual([]));
}

/**
 * docs/routes-and-screens.md#focus-after-dialog: after the dialog has closed, the focus is back on
 * the control that opened it. Waited for, since Radix hands it back a tick after the dialog is gone
 * and a control the page still keeps disabled takes it once enabled; not on it, it is on the body.
 */
export async function expectFocusBack(opener: HTMLElement, closing: DialogClosing): Promise<void> {
  const from = opener.getAttribute('aria-label') ?? opener.textContent?.trim();
  await waitFor(() =>
    expect(
      document.activeElement,
      `the focus after closing with ${described(closing)} a dialog opened from "${from}"`,
    ).toBe(opener),
  );
}

/**
 * For each way of closing: opens the dialog (`open`, from the focused opener), closes it that
 * way, and expects the focus back on `opener`.
 */
export async function expectEachClosingGivesFocusBack(
  opener: () => Promise<HTMLElement>,
  open: (opener: HTMLElement) => Promise<HTMLElement>,
  closings: readonly DialogClosing[],
): Promise<void> {
  for (const closing of closings) {
    const control = await opener();
    await closeWithKeyboard(await open(control), closing);
    await expectFocusBack(control, closing);
  }
}
