import { useEffect, useRef } from 'react';

/** The delete buttons of a list carry `data-delete-button`, so this hook can find them. */
const DELETE_BUTTONS = '[data-delete-button]';

/**
 * A deleted row takes its focused button with it, which would drop a keyboard user back at the
 * top of the page. Once the list is redrawn (`busy` turns false), the focus goes to the delete
 * button now at the deleted row's place (the next row), else the last one, else `fallbackRef`,
 * else the container's own focusable region (a table's scroll box, named by its caption).
 */
export function useFocusAfterDelete<Container extends HTMLElement, Fallback extends HTMLElement>(
  busy: boolean,
) {
  const containerRef = useRef<Container>(null);
  const fallbackRef = useRef<Fallback>(null);
  const deletedIndex = useRef<number | null>(null);

  useEffect(() => {
    if (busy || deletedIndex.current === null) return;
    const index = deletedIndex.current;
    deletedIndex.current = null;
    const buttons = containerRef.current?.querySelectorAll<HTMLElement>(DELETE_BUTTONS);
    const next = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : undefined;
    const region = containerRef.current?.querySelector<HTMLElement>('[tabindex="0"]');
    (next ?? fallbackRef.current ?? region)?.focus();
  }, [busy]);

  return {
    containerRef,
    fallbackRef,
    /** Call as the delete is sent, with the row's position in the list. */
    deleting: (index: number) => {
      deletedIndex.current = index;
    },
  };
}
