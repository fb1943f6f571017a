import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdActions, IDLE_TIMEOUT_MS, startWhenWanted } from './on-demand.js';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/**
 * What starts the scripts by itself goes through a frame or a timer: on fake ones, a test runs
 * everything that was set going and then looks, where 50 ms of real time was a guess that a busy
 * machine could outlast.
 */
const fakeFramesAndTimers = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
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
    expect(start).toHaveBeenCalledWith('use');
  });

  it('starts by itself once the loaded page has been painted and the browser is idle, unasked', async () => {
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
      expect(start).toHaveBeenCalledWith('idle');
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
      // A sign of use after that starts nothing twice.
      document.getElementById('menu')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts at a sign of use that comes before the browser is idle, and not again at idle', async () => {
    page();
    const start = vi.fn();
    let idleCallback: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idleCallback = callback;
      return 1;
    });
    fakeFramesAndTimers();
    try {
      startWhenWanted(window, start);
      await vi.runAllTimersAsync();
      expect(start).not.toHaveBeenCalled();
      document.getElementById('menu')?.dispatchEvent(new Event('focusin', { bubbles: true }));
      expect(start).toHaveBeenCalledExactlyOnceWith('use');
      idleCallback?.();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts at once when the visitor began before it ran: a field typed in, or one in focus', () => {
    // Frames and timers stopped: only a start at once is seen.
    fakeFramesAndTimers();
    page();
    const start = vi.fn();
    (document.querySelector('input[name="email"]') as HTMLInputElement).value = 'lea@';
    startWhenWanted(window, start);
    expect(start).toHaveBeenCalledExactlyOnceWith('use');

    page();
    const startFocused = vi.fn();
    document.getElementById('menu')?.focus();
    startWhenWanted(window, startFocused);
    expect(startFocused).toHaveBeenCalledTimes(1);

    page();
    const untouched = vi.fn();
    startWhenWanted(window, untouched);
    expect(untouched).not.toHaveBeenCalled();
  });

  it('waits for the first paint when the browser reports paints, however early the load', async () => {
    page();
    const start = vi.fn();
    let report: ((entries: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const observed = vi.fn();
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = observed;
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      callback();
      return 1;
    });
    fakeFramesAndTimers();
    try {
      startWhenWanted(window, start);
      // Observed once the page has loaded (at once here: jsdom's document is complete).
      await vi.waitFor(() => expect(observed).toHaveBeenCalledWith({ type: 'paint', buffered: true }));
      // A first paint of no content (the background) is not the page painted.
      report?.({ getEntriesByName: () => [] });
      await vi.runAllTimersAsync();
      expect(start).not.toHaveBeenCalled();
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      await vi.runAllTimersAsync();
      expect(start).toHaveBeenCalledTimes(1);
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

  it('writes what was typed into the fields of a page React drew anew, and puts the caret back', () => {
    const root = page();
    root.querySelector('form')?.insertAdjacentHTML('afterbegin', '<input name="note" value="kept">');
    const held = holdActions(window, root);
    const email = root.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    email.focus();
    email.value = 'dr.rossi@example.ch';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    // Drawn anew (a reload carrying navigation state): a notice above, same fields, new nodes.
    root.innerHTML = `<p role="status">Welcome back</p>
      <form><input name="note" value="kept"><input name="email"><button type="submit">Sign in</button></form>`;
    const drawn = root.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    const heard = vi.fn();
    drawn.addEventListener('input', heard);
    held.release(root);
    expect(drawn.value).toBe('dr.rossi@example.ch');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(drawn);
    // A field she did not type into keeps what the new page holds.
    expect(root.querySelector<HTMLInputElement>('input[name="note"]')?.value).toBe('kept');
  });

  it('carries what she typed before this script arrived, and the field she is in', () => {
    const root = page();
    const email = root.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    // Typed on the bare page: nothing listens yet.
    email.focus();
    email.value = 'early@example.ch';
    const held = holdActions(window, root);
    root.innerHTML = '<p role="status">Welcome back</p><form><input name="email"></form>';
    const drawn = root.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    held.release(root);
    expect(drawn.value).toBe('early@example.ch');
    expect(document.activeElement).toBe(drawn);
  });

  it('leaves what she typed where React hydrated the page, and never overwrites a field typed in since', () => {
    const root = page();
    const held = holdActions(window, root);
    const email = root.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    email.value = 'before@example.ch';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const heard = vi.fn();
    email.addEventListener('input', heard);
    held.release(root);
    // Hydrated: the same node, which holds the value already; nothing is replayed.
    expect(email.value).toBe('before@example.ch');
    expect(heard).not.toHaveBeenCalled();

    const again = page();
    const second = holdActions(window, again);
    const field = again.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    field.value = 'old@example.ch';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    again.innerHTML = '<form><input name="email"></form>';
    const drawn = again.querySelector<HTMLInputElement>('input') as HTMLInputElement;
    drawn.value = 'new@example.ch';
    second.release(again);
    expect(drawn.value).toBe('new@example.ch');
  });
});
