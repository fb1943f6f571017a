import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.js';
import { Badge } from '../badge/badge.js';
import { FeatureList } from '../feature-list/feature-list.js';
import { Heading } from '../heading/heading.js';
import { Text } from '../text/text.js';
import * as styles from './pricing-card.css.js';

export interface PricingCardProps {
  /** The plan: "Free", "Premium", "Enterprise". */
  name: string;
  /** Who the plan is for, in one line. */
  description?: string;
  /** The amount's figure, already formatted for the language ("49.00", "0.00"). */
  price: string;
  currency: string;
  /**
   * Where the language writes the currency: before the figure ("CHF 49.00": de, it, en) or after it
   * ("49.00 CHF": fr), as every other amount on the page (docs/languages.md#money-format).
   */
  currencyFirst?: boolean;
  /** "per month", "per user per month". */
  period: string;
  /** "Billed annually · one user", "15-day trial". */
  billingNote?: string;
  features: ReadonlyArray<string>;
  /** Names the feature list for screen readers ("Included in Premium"). */
  featuresLabel: string;
  /** The call to action: a Button, usually `asChild` around a router link. */
  action: ReactNode;
  /** The recommended plan: outlined in the brand colour, with `highlightLabel` as a badge. */
  highlighted?: boolean;
  highlightLabel?: string;
  /**
   * The plan the signed-in practitioner has: the card is outlined in the success colour and this
   * badge ("Your plan") stands beside its name.
   */
  currentLabel?: string;
  /** The card title's level in the page outline; 2 on the licence page. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One plan on the licence page (docs/routes-and-screens.md#license): name, price per month, billing note,
 * features, action.
 */
export function PricingCard({
  name,
  description,
  price,
  currency,
  currencyFirst = true,
  period,
  billingNote,
  features,
  featuresLabel,
  action,
  highlighted = false,
  highlightLabel,
  currentLabel,
  headingLevel = 2,
  className,
}: PricingCardProps) {
  const titleId = useId();
  const current = currentLabel !== undefined;
  return (
    <article aria-labelledby={titleId} className={cx(styles.card({ highlighted, current }), className)}>
      {highlighted && highlightLabel ? (
        <span className={styles.ribbon}>
          <Badge tone="brand">{highlightLabel}</Badge>
        </span>
      ) : null}
      <div className={styles.header}>
        <div className={styles.title}>
          <Heading level={headingLevel} size="3" id={titleId} tone={highlighted ? 'brand' : 'default'}>
            {name}
          </Heading>
          {current ? <Badge tone="success">{currentLabel}</Badge> : null}
        </div>
        {description ? (
          <Text size="small" tone="muted">
            {description}
          </Text>
        ) : null}
      </div>
      <div className={styles.pricing}>
        <p className={styles.price}>
          {currencyFirst ? <span className={styles.currency}>{currency}</span> : null}
          <span className={styles.amount}>{price}</span>
          {currencyFirst ? null : <span className={styles.currency}>{currency}</span>}
          <span className={styles.period}>{period}</span>
        </p>
        {billingNote ? <p className={styles.note}>{billingNote}</p> : null}
      </div>
      <FeatureList items={features} size="small" aria-label={featuresLabel} className={styles.features} />
      <div className={styles.action}>{action}</div>
    </article>
  );
}
