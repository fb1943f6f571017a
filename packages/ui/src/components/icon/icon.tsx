import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './icon.css.js';

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & styles.IconVariants;

/**
 * Icons are decoration: the words next to them carry the meaning, so every icon is hidden from
 * assistive technology. An icon-only control takes its name from an `aria-label` on the control.
 */
const createIcon = (displayName: string, paths: ReactNode) => {
  function Icon({ size, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cx(styles.icon({ size }), className)}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
};

export const IconCheck = createIcon('IconCheck', <path d="M20 6 9 17l-5-5" />);
export const IconCheckCircle = createIcon(
  'IconCheckCircle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </>,
);
export const IconAlertCircle = createIcon(
  'IconAlertCircle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5" />
    <path d="M12 16.25h.01" />
  </>,
);
export const IconAlertTriangle = createIcon(
  'IconAlertTriangle',
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4" />
    <path d="M12 17h.01" />
  </>,
);
export const IconInfo = createIcon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5" />
    <path d="M12 7.75h.01" />
  </>,
);
export const IconCopy = createIcon(
  'IconCopy',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5" />
  </>,
);
export const IconEye = createIcon(
  'IconEye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = createIcon(
  'IconEyeOff',
  <>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.1" />
    <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </>,
);
export const IconPhone = createIcon(
  'IconPhone',
  <path d="M21 16.5v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.1 3.7 2 2 0 0 1 3.1 1.5h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L7.1 9.4a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />,
);
export const IconGlobe = createIcon(
  'IconGlobe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3a13.5 13.5 0 0 1 0 18 13.5 13.5 0 0 1 0-18Z" />
  </>,
);
export const IconChevronDown = createIcon('IconChevronDown', <path d="m6 9 6 6 6-6" />);
export const IconArrowRight = createIcon(
  'IconArrowRight',
  <>
    <path d="M5 12h14" />
    <path d="m13 6 6 6-6 6" />
  </>,
);
export const IconClose = createIcon(
  'IconClose',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
export const IconMenu = createIcon(
  'IconMenu',
  <>
    <path d="M4 7h16" />
    <path d="M4 12h16" />
    <path d="M4 17h16" />
  </>,
);
export const IconMinus = createIcon('IconMinus', <path d="M5 12h14" />);
export const IconPlus = createIcon(
  'IconPlus',
  <>
    <path d="M12 5v14" />
    <path d="M5 12h14" />
  </>,
);
export const IconMic = createIcon(
  'IconMic',
  <>
    <rect x="9" y="2.5" width="6" height="12" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0" />
    <path d="M12 18v3.5" />
  </>,
);
export const IconDocument = createIcon(
  'IconDocument',
  <>
    <path d="M14 2.5H6.5a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8Z" />
    <path d="M14 2.5V8h5.5" />
    <path d="M8.5 13h7" />
    <path d="M8.5 17h5" />
  </>,
);
export const IconSparkle = createIcon(
  'IconSparkle',
  <>
    <path d="M12 3.5 13.9 9a1.5 1.5 0 0 0 1 1l5.6 2-5.6 1.9a1.5 1.5 0 0 0-1 1L12 20.5l-1.9-5.6a1.5 1.5 0 0 0-1-1L3.5 12l5.6-1.9a1.5 1.5 0 0 0 1-1Z" />
    <path d="M19.5 3v3" />
    <path d="M21 4.5h-3" />
  </>,
);
export const IconShield = createIcon(
  'IconShield',
  <>
    <path d="M12 21.5s8-3.5 8-10V5l-8-3-8 3v6.5c0 6.5 8 10 8 10Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const IconDownload = createIcon(
  'IconDownload',
  <>
    <path d="M12 3.5v11" />
    <path d="m7 10 5 5 5-5" />
    <path d="M4.5 20.5h15" />
  </>,
);
export const IconExternal = createIcon(
  'IconExternal',
  <>
    <path d="M14 4h6v6" />
    <path d="M20 4 11 13" />
    <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </>,
);
export const IconTrash = createIcon(
  'IconTrash',
  <>
    <path d="M4 7h16" />
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M6 7l1 12.5a2 2 0 0 0 2 1.5h6a2 2 0 0 0 2-1.5L18 7" />
    <path d="M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </>,
);
export const IconInbox = createIcon(
  'IconInbox',
  <>
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v5.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5V13Z" />
  </>,
);
export const IconClock = createIcon(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
