import { expect, waitFor } from 'storybook/test';

/**
 * Waits for the page's answers in any language: the account details stop being busy once the
 * account type is known, or give way to the loading error; the sessions and the security settings
 * have answered too.
 */
export const settled = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('dl[aria-busy="true"]')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('h1')).not.toBeNull());
  // Their own calls can answer later on a busy machine (CI pictured the sessions still loading):
  // a list or an alert, a status line or an alert.
  await waitFor(() =>
    expect(
      canvasElement.querySelector('[aria-labelledby="account-sessions"] :is(ul, [role="alert"])'),
    ).not.toBeNull(),
  );
  await waitFor(() =>
    expect(
      canvasElement.querySelector('[aria-labelledby="account-security"] :is(p, [role="alert"])'),
    ).not.toBeNull(),
  );
  // docs/licences.md#practice-view: the practice's section has answered (or is not there).
  await waitFor(() => expect(canvasElement.querySelector('[data-practice-loading]')).toBeNull());
  await steadyHeight();
};

/**
 * Waits until the page has kept its height for a few frames: the screenshot's window is sized
 * from the height once the play ends, and CI pictured the German No Invoices a twentieth taller
 * than that height (its bottom cut off), all its sections answered.
 */
async function steadyHeight() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let height = document.documentElement.scrollHeight;
  // At most 300 frames: a page that never settles is pictured as it is, and its reference says so.
  for (let steady = 0, frames = 0; steady < 5 && frames < 300; frames += 1) {
    await frame();
    const now = document.documentElement.scrollHeight;
    steady = now === height ? steady + 1 : 0;
    height = now;
  }
}
