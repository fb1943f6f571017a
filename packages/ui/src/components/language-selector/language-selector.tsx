import { useId } from 'react';
import { cx } from '../../utils/cx.js';
import { IconChevronDown, IconGlobe } from '../icon/icon.js';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.js';
import * as styles from './language-selector.css.js';

export interface LanguageOption<Language extends string> {
  value: Language;
  /** The language named in itself ("Deutsch"), so a reader finds theirs in any interface language. */
  label: string;
}

export interface LanguageSelectorProps<Language extends string> {
  /** Accessible name ("Language"); shown only with `showLabel`. */
  label: string;
  value: Language;
  onChange: (value: Language) => void;
  options: ReadonlyArray<LanguageOption<Language>>;
  showLabel?: boolean;
  /** The select's `name`: how a script finds the control in server-rendered HTML. */
  name?: string;
  className?: string;
}

/**
 * The fr/de/it/en switch of the top bar. A styled native select: the platform's own picker is
 * the most familiar and most accessible one on every phone and screen reader.
 */
export function LanguageSelector<Language extends string>({
  label,
  value,
  onChange,
  options,
  showLabel = false,
  name,
  className,
}: LanguageSelectorProps<Language>) {
  const id = useId();
  return (
    <div className={cx(showLabel ? styles.rootWithLabel : styles.root, className)}>
      <label htmlFor={id} className={showLabel ? styles.label : undefined}>
        {showLabel ? label : <VisuallyHidden>{label}</VisuallyHidden>}
      </label>
      <span className={styles.control}>
        <IconGlobe size="small" className={styles.globe} />
        <select
          id={id}
          name={name}
          className={styles.select}
          value={value}
          // The options are exactly `options`, so the value is one of their values.
          onChange={(event) => onChange(event.target.value as Language)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <IconChevronDown size="small" className={styles.chevron} />
      </span>
    </div>
  );
}
