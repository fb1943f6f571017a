import { expect, userEvent } from 'storybook/test';

/**
 * docs/passkeys.md#accessible-authentication (WCAG 2.2, 3.3.8): nothing to remember or transcribe
 * without help. In a rendered screen (a story's canvas, or an open dialog), every password field
 * lets a password manager fill it (`autocomplete` current-password or new-password), every code
 * field is announced as a one-time code (`autocomplete="one-time-code"`), and a code pasted with
 * spaces or a hyphen stays whole: no key filtering or length limit drops a part of it. A code
 * field is one so marked, or one whose name says code. Each field's value is put back after.
 *
 *   play: async ({ canvasElement }) => {
 *     await expectAccessibleAuthentication(canvasElement);
 *   }
 */
export async function expectAccessibleAuthentication(root: HTMLElement): Promise<void> {
  // The focus goes back where it was, so the story's screenshot shows what it showed before.
  const focused = document.activeElement;
  const inputs = [...root.querySelectorAll('input')];
  for (const field of inputs.filter((input) => input.type === 'password' || isPasswordField(input)))
    await expect(field, `${field.name}: a password manager fills it`).toHaveAttribute(
      'autocomplete',
      expect.stringMatching(/^(current-password|new-password)$/),
    );
  for (const field of inputs.filter(isCodeField)) {
    await expect(field, `${field.name}: a one-time code`).toHaveAttribute('autocomplete', 'one-time-code');
    for (const pasted of ['123 456', '123-456']) await expectPastedWhole(field, pasted);
  }
  if (focused instanceof HTMLElement) focused.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** A PasswordField shown in clear (its eye button) is a text input that keeps its autocomplete. */
const isPasswordField = (input: HTMLInputElement) => /password/i.test(input.name);

const isCodeField = (input: HTMLInputElement) =>
  input.autocomplete === 'one-time-code' || /code/i.test(input.name);

const significant = (value: string) => value.replace(/[\s-]/g, '');

async function expectPastedWhole(field: HTMLInputElement, pasted: string): Promise<void> {
  const before = field.value;
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(pasted);
  await expect(significant(field.value), `${field.name}: "${pasted}" pasted whole`).toBe(significant(pasted));
  await userEvent.clear(field);
  if (before) await userEvent.paste(before);
}
