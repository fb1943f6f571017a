import { userEvent } from 'storybook/test';

/**
 * Puts a value in a text field as one input (a paste), where a story checks what the screen does
 * with the value rather than how it reacts to each key: typed character by character, the forms
 * of the payment and sign-in stories cost four times as many events in the four languages.
 */
export async function fill(field: HTMLElement, value: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(value);
}
