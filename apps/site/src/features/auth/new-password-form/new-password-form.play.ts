import { userEvent, within } from 'storybook/test';
import { fill } from '../../../testing/fill.js';
import type { StoryWords } from '../../../testing/story-words.js';

/**
 * For the stories of the screens built on NewPasswordForm (reset and create password): fills both
 * fields, by default with the same valid password, and saves.
 */
export async function saveNewPassword(
  canvasElement: HTMLElement,
  { t, label }: StoryWords,
  newPassword = 'secret7',
  confirmPassword = newPassword,
): Promise<void> {
  const canvas = within(canvasElement);
  // A reset link is checked before its form shows (docs/accounts.md#reset-password).
  await fill(await canvas.findByLabelText(label('auth.newPassword.newPassword')), newPassword);
  await fill(canvas.getByLabelText(label('auth.newPassword.confirmPassword')), confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.newPassword.submit') }));
}
