import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentPropsWithRef, createContext, useContext } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './tabs.css.js';

type Variant = NonNullable<styles.TabsListVariants['variant']>;

// The list's variant styles its triggers too, without repeating the prop on every trigger.
const VariantContext = createContext<Variant>('underline');

export type TabsProps = ComponentPropsWithRef<typeof RadixTabs.Root>;

/** Radix tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ activationMode = 'automatic', ...rest }: TabsProps) {
  return <RadixTabs.Root activationMode={activationMode} {...rest} />;
}

export type TabsListProps = ComponentPropsWithRef<typeof RadixTabs.List> &
  styles.TabsListVariants & {
    /** Names the set of tabs ("Administration", "Blacklist language"). */
    'aria-label': string;
  };

export function TabsList({ variant = 'underline', className, ...rest }: TabsListProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RadixTabs.List className={cx(styles.list({ variant }), className)} {...rest} />
    </VariantContext.Provider>
  );
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof RadixTabs.Trigger>;

export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  const variant = useContext(VariantContext);
  return <RadixTabs.Trigger className={cx(styles.trigger({ variant }), className)} {...rest} />;
}

export type TabsContentProps = ComponentPropsWithRef<typeof RadixTabs.Content>;

export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...rest} />;
}
