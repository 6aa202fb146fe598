import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import { tabs } from 'styled-system/recipes';
import { withSlotClass } from './with-slot-class';

const styles = tabs();

export type TabsRootProps = ComponentProps<typeof ArkTabs.Root>;
export type TabsListProps = ComponentProps<typeof ArkTabs.List>;
export type TabsTriggerProps = ComponentProps<typeof ArkTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof ArkTabs.Content>;
export type TabsIndicatorProps = ComponentProps<typeof ArkTabs.Indicator>;

const TabsRoot = withSlotClass(ArkTabs.Root, styles.root);

const TabsList = withSlotClass(ArkTabs.List, styles.list);

const TabsTrigger = withSlotClass(ArkTabs.Trigger, styles.trigger);

const TabsContent = withSlotClass(ArkTabs.Content, styles.content);

const TabsIndicator = withSlotClass(ArkTabs.Indicator, styles.indicator);

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
