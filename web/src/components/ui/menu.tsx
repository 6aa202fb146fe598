import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { menu } from 'styled-system/recipes';
import { withSlotClass } from './with-slot-class';

const styles = menu();

export type MenuRootProps = ComponentProps<typeof ArkMenu.Root>;
export type MenuTriggerProps = ComponentProps<typeof ArkMenu.Trigger>;
export type MenuPositionerProps = ComponentProps<typeof ArkMenu.Positioner>;
export type MenuContentProps = ComponentProps<typeof ArkMenu.Content>;
export type MenuItemProps = ComponentProps<typeof ArkMenu.Item>;
export type MenuItemGroupProps = ComponentProps<typeof ArkMenu.ItemGroup>;
export type MenuItemGroupLabelProps = ComponentProps<typeof ArkMenu.ItemGroupLabel>;
export type MenuSeparatorProps = ComponentProps<typeof ArkMenu.Separator>;

function MenuRoot({ positioning, ...props }: MenuRootProps) {
  return (
    <ArkMenu.Root lazyMount unmountOnExit positioning={{ gutter: 6, ...positioning }} {...props} />
  );
}

const MenuPositioner = withSlotClass(ArkMenu.Positioner, styles.positioner);

const MenuContent = withSlotClass(ArkMenu.Content, styles.content);

/** A menu item; use `asChild` to render a link: `<Menu.Item value="faq" asChild><Link to="/faq">FAQ</Link></Menu.Item>`. */
const MenuItem = withSlotClass(ArkMenu.Item, styles.item);

const MenuItemGroup = withSlotClass(ArkMenu.ItemGroup, styles.itemGroup);

const MenuItemGroupLabel = withSlotClass(ArkMenu.ItemGroupLabel, styles.itemGroupLabel);

const MenuSeparator = withSlotClass(ArkMenu.Separator, styles.separator);

/**
 * Styled Ark UI Menu (e.g. the navbar "Resources" dropdown):
 * `<Menu.Root><Menu.Trigger asChild><Button variant="ghost">Resources</Button></Menu.Trigger>
 *  <Menu.Portal><Menu.Positioner><Menu.Content>…items…</Menu.Content></Menu.Positioner></Menu.Portal></Menu.Root>`
 * (`Menu.Portal` is optional; use it when an ancestor clips overflow.)
 */
export const Menu = {
  Root: MenuRoot,
  Trigger: ArkMenu.Trigger,
  Portal,
  Positioner: MenuPositioner,
  Content: MenuContent,
  Item: MenuItem,
  ItemGroup: MenuItemGroup,
  ItemGroupLabel: MenuItemGroupLabel,
  Separator: MenuSeparator,
};
