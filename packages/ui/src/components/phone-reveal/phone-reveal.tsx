import { useEffect, useRef, useState } from 'react';
import { cx } from '../../utils/cx.js';
import { Button } from '../button/button.js';
import { IconPhone } from '../icon/icon.js';
import * as styles from './phone-reveal.css.js';

export interface PhoneRevealProps {
  /** "Show phone number". */
  revealLabel: string;
  /** As displayed: "+41 21 555 01 23". */
  phoneNumber: string;
  /** The dialable form; derived from `phoneNumber` when omitted. */
  href?: string;
  /** Controlled: whether the number is shown. */
  revealed?: boolean;
  /** Called when the button is pressed (a tracking hook, or the controlling state). */
  onReveal?: () => void;
  className?: string;
}

const telHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/[^+\d]/g, '')}`;

/**
 * The support and contact pages show the phone number only after a button press
 * (docs/routes-and-screens.md#phone-reveal). The button is replaced by a tel: link, and focus moves to that
 * link, so a keyboard or screen reader user lands on the number they asked for instead of the top of the
 * page.
 */
export function PhoneReveal({
  revealLabel,
  phoneNumber,
  href,
  revealed,
  onReveal,
  className,
}: PhoneRevealProps) {
  const [shownHere, setShownHere] = useState(false);
  const shown = revealed ?? shownHere;
  const link = useRef<HTMLAnchorElement>(null);
  // Only a press moves focus; a number shown from the start must not steal it on page load.
  const pressed = useRef(false);

  useEffect(() => {
    if (shown && pressed.current) {
      pressed.current = false;
      link.current?.focus();
    }
  }, [shown]);

  if (!shown) {
    return (
      <Button
        variant="secondary"
        className={className}
        onClick={() => {
          pressed.current = true;
          setShownHere(true);
          onReveal?.();
        }}
      >
        <IconPhone size="small" />
        {revealLabel}
      </Button>
    );
  }
  return (
    <a ref={link} href={href ?? telHref(phoneNumber)} className={cx(styles.number, className)}>
      <span className={styles.icon}>
        <IconPhone size="small" />
      </span>
      {phoneNumber}
    </a>
  );
}
