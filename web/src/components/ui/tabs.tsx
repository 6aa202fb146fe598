import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';

const styles = tabs();

export type TabsRootProps = ComponentProps<typeof ArkTabs.Root>;
export type TabsListProps = ComponentProps<typeof ArkTabs.List>;
export type TabsTriggerProps = ComponentProps<typeof ArkTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof ArkTabs.Content>;
export type TabsIndicatorProps = ComponentProps<typeof ArkTabs.Indicator>;

function TabsRoot({ className, ...props }: TabsRootProps) {
  return <ArkTabs.Root className={cx(styles.root, className)} {...props} />;
}

function TabsList({ className, ...props }: TabsListProps) {
  return <ArkTabs.List className={cx(styles.list, className)} {...props} />;
}

function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <ArkTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

function TabsContent({ className, ...props }: TabsContentProps) {
  return <ArkTabs.Content className={cx(styles.content, className)} {...props} />;
}

function TabsIndicator({ className, ...props }: TabsIndicatorProps) {
  return <ArkTabs.Indicator className={cx(styles.indicator, className)} {...props} />;
}

/**
 * Styled Ark UI Tabs. Usage:
 * `<Tabs.Root defaultValue="a"><Tabs.List><Tabs.Trigger value="a">A</Tabs.Trigger><Tabs.Indicator /></Tabs.List><Tabs.Content value="a">…</Tabs.Content></Tabs.Root>`
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
  Indicator: TabsIndicator,
};
