import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdActions, IDLE_TIMEOUT_MS, startWhenWanted } from './on-demand.js';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A pre-rendered page: a menu button, a link, a form with a field and a submit button. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Menu</button>
      <a href="#main" id="link"><span>Skip</span></a>
      <form id="signin"><input name="email"><button type="submit" id="go">Sign in</button></form>
    </div>
    <button type="button" id="outside">Not the page's</button>`;
  return document.getElementById('root') as HTMLElement;
}

describe('startWhenWanted', () => {
  it('starts at the first sign of use, once', () => {
    page();
    const start = vi.fn();
    startWhenWanted(window, start);
    document.getElementById('menu')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.getElementById('menu')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts by itself once the loaded page has been painted and the browser is idle', async () => {
    page();
    const start = vi.fn();
    const idle = vi.fn((callback: () => void, _options?: { timeout: number }) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      startWhenWanted(window, start);
      expect(start).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('holdActions', () => {
  it('holds a click on a script-driven control back, then clicks it once released', () => {
    const root = page();
    const held = holdActions(window, root);
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const clicks = vi.fn();
    menu.click();
    menu.addEventListener('click', clicks);
    expect(clicks).not.toHaveBeenCalled();
    held.release(root);
    expect(clicks).toHaveBeenCalledTimes(1);
    // Released: later clicks go straight through.
    menu.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('gives a held pointer click its presses too, for controls that act on them', () => {
    const root = page();
    const held = holdActions(window, root);
    const menu = document.getElementById('menu') as HTMLButtonElement;
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    const seen: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
      menu.addEventListener(type, () => seen.push(type));
    held.release(root);
    expect(seen).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  });

  it('lets links and controls outside the page work as they are', () => {
    const root = page();
    holdActions(window, root);
    const link = document.querySelector('#link span') as HTMLElement;
    const outside = document.getElementById('outside') as HTMLButtonElement;
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    const outsideClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(outsideClick);
    expect(linkClick.defaultPrevented).toBe(false);
    expect(outsideClick.defaultPrevented).toBe(false);
  });

  it('keeps a form from being sent to its own address, and submits it once released', () => {
    const root = page();
    const held = holdActions(window, root);
    const form = document.getElementById('signin') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    held.release(root);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('clicks the like of a held control when React drew the page anew', () => {
    const root = page();
    const held = holdActions(window, root);
    (document.getElementById('go') as HTMLButtonElement).click();
    // Drawn anew (another language): same controls, new nodes.
    root.innerHTML =
      '<button type="button">Menü</button><form><input><button type="submit">Anmelden</button></form>';
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')?.addEventListener('submit', submitted);
    held.release(root);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
