/**
 * A pre-rendered page is whole without its scripts (links are plain links, the language selector a
 * plain select), so they wait until it has painted: fetched beside the page, they shared a phone's
 * connection with what paints it and delayed that paint (Lighthouse's LCP). Then they are fetched,
 * at low priority, and run once the loaded page has painted and left the browser idle, so that
 * they are in before the visitor acts (docs/routes-and-screens.md#first-click): when they waited for
 * her first sign of use, that first click waited for them, 0.6-1.6 s on a phone four times slower
 * than this machine where the same click took 0.1-0.3 s once they were in. The loader runs them in
 * short tasks (take-over-loader.ts) and React takes the page over in slices of a few milliseconds
 * (src/main.tsx), which keeps the page within its margin of the same page without scripts (the
 * Lighthouse gate). A sign of use before that moment starts them at once.
 *
 * What cannot work without them (a button that opens the menu, a form's submission) is held back
 * when the visitor uses it before React owns the page, and acted out on the same control once it
 * does (`release`), so nothing the visitor did is lost. What she typed stays in its field when React
 * hydrates the page; when React draws it anew instead (a reload that carries navigation state),
 * `release` writes it into the new fields, and puts the caret back where it was.
 */

/** Signs that the visitor is about to use the page: the scripts are fetched at the first, if not yet. */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'keydown',
  'focusin',
  'input',
] as const;

/** Controls that do nothing without the page's scripts, so a click on them waits for those. */
const NEEDS_SCRIPT =
  'button, summary, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], input:is([type=checkbox],[type=radio],[type=submit],[type=button])';

/** How long the painted page may keep the browser busy before the scripts are started anyway, in ms. */
export const IDLE_TIMEOUT_MS = 3000;

export interface HeldActions {
  /** Stops holding actions back and acts out those held, on the controls React now owns. */
  release(root: HTMLElement): void;
}

declare global {
  interface Window {
    /**
     * Where main.tsx finds the held-back actions: the loader and the entry are separate files that
     * share no module (a shared one would become a chunk of its own, one more request before paint).
     */
    siteHeldActions?: HeldActions;
  }
}

interface HeldClick {
  /** The control, and where to find its like again if React drew the page anew. */
  element: Element;
  tag: string;
  index: number;
  /** A click from a pointer (detail > 0) also gets its presses, for controls that act on them. */
  pointer: boolean;
}

/** Fields whose value is typed: what `release` carries into a page React drew anew. */
const TYPED_FIELD =
  'textarea, input:not([type=checkbox],[type=radio],[type=file],[type=submit],[type=button],[type=reset],[type=image],[type=hidden])';

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** What started the scripts: the visitor's first sign of use, or the painted page left idle. */
export type StartReason = 'use' | 'idle';

/**
 * Calls `start` once: at the first sign of use (at once if the visitor began before this ran), or
 * once the loaded page has painted and left the browser idle, whichever comes first.
 */
export function startWhenWanted(win: Window, start: (reason: StartReason) => void): void {
  let started = false;
  const startOnce = (reason: StartReason) => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, onUse, true);
    start(reason);
  };
  const onUse = () => startOnce('use');
  for (const type of INTENT_EVENTS) win.addEventListener(type, onUse, { capture: true, passive: true });
  // On a slow line she may have begun before this script ran, and no event will tell it so.
  if (usedAlready(win.document)) onUse();
  // After the load event and the page's first paint, at the browser's first idle moment.
  const atIdle = () => startOnce('idle');
  const whenIdle = () =>
    afterFirstPaint(win, () =>
      win.setTimeout(() => {
        if (typeof win.requestIdleCallback === 'function') {
          win.requestIdleCallback(atIdle, { timeout: IDLE_TIMEOUT_MS });
        } else atIdle();
      }, 0),
    );
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Whether the visitor has used the page already: a control in focus, a field typed in, an option
 * or a box chosen.
 */
function usedAlready(doc: Document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body) return true;
  // A box's value stays its default when ticked, a field's `checked` when typed in: both compared.
  return [...doc.querySelectorAll('input, textarea, select')].some((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : (field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue ||
        (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked,
  );
}

/**
 * Calls `then` once the page has painted its first content. The load event comes before it when the
 * page's style sheet and font arrive quickly (Lighthouse saw load at 300 ms, the paint at 410 ms):
 * the scripts requested in between counted in the page's largest paint, by 300 to 1100 ms on a
 * slow phone. The next frame stands in for a browser that does not report paints.
 */
function afterFirstPaint(win: Window, then: () => void): void {
  const Observer = (win as Window & typeof globalThis).PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(then);
    return;
  }
  const observer = new Observer((entries: PerformanceObserverEntryList) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  // Buffered: a paint before this call is reported at once.
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Holds back clicks on `root`'s script-driven controls and its forms' submissions until
 * `release`, which clicks the same controls again (or their likes, when React drew the page anew).
 */
export function holdActions(win: Window, root: HTMLElement): HeldActions {
  const held: HeldClick[] = [];
  let released = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(NEEDS_SCRIPT);
    if (!control || !root.contains(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    const tag = control.tagName.toLowerCase();
    const index = [...root.querySelectorAll(tag)].indexOf(control);
    held.push({ element: control, tag, index, pointer: event.detail > 0 });
  };
  // Submitting without the scripts would send the form's fields to the page's own address.
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    const form = event.target;
    const tag = 'form';
    held.push({ element: form, tag, index: [...root.querySelectorAll(tag)].indexOf(form), pointer: false });
  };
  // Every field of the page, with its place among them (found again by it, below), taken now
  // rather than as she types: this script can arrive after she has begun (a slow connection, a
  // busy phone), and what she typed then is in the fields' values all the same. The same goes
  // for the field she is in.
  const fields = new Map(typedFields(root).map((field, place) => [field, place]));
  let focused = typedField(win.document.activeElement, root);
  const onFocus = (event: FocusEvent) => {
    focused = typedField(event.target, root);
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  win.addEventListener('focusin', onFocus, true);
  return {
    release(current) {
      if (released) return;
      released = true;
      win.removeEventListener('click', onClick, true);
      win.removeEventListener('submit', onSubmit, true);
      win.removeEventListener('focusin', onFocus, true);
      // Before the held clicks: a held submission sends what was typed.
      for (const [field, place] of fields) {
        if (field.isConnected || field.value === field.defaultValue) continue;
        const like = likeOf(field, place, current);
        if (like && like.value === like.defaultValue) typeInto(like, field.value);
      }
      const active = current.ownerDocument.activeElement;
      if (focused && !focused.isConnected && (!active || active === current.ownerDocument.body)) {
        const like = likeOf(focused, fields.get(focused) ?? -1, current);
        if (like) {
          like.focus();
          restoreCaret(focused, like);
        }
      }
      for (const action of held.splice(0)) {
        const element = action.element.isConnected
          ? action.element
          : current.querySelectorAll(action.tag)[action.index];
        if (!element) continue;
        if (element instanceof HTMLFormElement) element.requestSubmit();
        else if (element instanceof HTMLElement) act(element, action.pointer);
      }
    },
  };
}

const typedFields = (within: ParentNode): TypedField[] => [
  ...within.querySelectorAll<TypedField>(TYPED_FIELD),
];

function typedField(target: EventTarget | null, root: HTMLElement): TypedField | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return null;
  return target.matches(TYPED_FIELD) && root.contains(target) ? target : null;
}

/**
 * The field of the page React drew anew that stands for `field` of the pre-rendered one: the only
 * one of its name and type, else the one at its `place` among the page's fields if it has the same
 * name and type. Nothing when the new page has no such field.
 */
function likeOf(field: TypedField, place: number, current: HTMLElement): TypedField | null {
  const sameKind = (other: TypedField) =>
    other.tagName === field.tagName && other.name === field.name && other.type === field.type;
  const fields = typedFields(current);
  if (field.name) {
    const named = fields.filter(sameKind);
    if (named.length === 1) return named[0] ?? null;
  }
  const like = place >= 0 ? fields[place] : undefined;
  return like && sameKind(like) ? like : null;
}

/**
 * Writes `value` as typing would: through the prototype's value setter, beneath the one React puts
 * on each field to watch it, then an `input` event, so that React sees a changed value and a
 * controlled field's onChange hears it as it would a keystroke (an uncontrolled one keeps it).
 */
function typeInto(field: TypedField, value: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function restoreCaret(from: TypedField, to: TypedField): void {
  try {
    to.setSelectionRange(from.selectionStart, from.selectionEnd);
  } catch {
    // Fields such as type="email" have no selection to set.
  }
}

/** Clicks `element` as the visitor did: with its presses first when it came from a pointer. */
function act(element: HTMLElement, pointer: boolean): void {
  if (pointer) {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
    element.dispatchEvent(
      new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }),
    );
    element.dispatchEvent(new MouseEvent('mousedown', init));
    element.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }));
    element.dispatchEvent(new MouseEvent('mouseup', init));
  }
  element.click();
}
