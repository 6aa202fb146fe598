import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { accordion } from 'styled-system/recipes';

const styles = accordion();

export type AccordionRootProps = ComponentProps<typeof ArkAccordion.Root>;
export type AccordionItemProps = ComponentProps<typeof ArkAccordion.Item>;
export type AccordionItemTriggerProps = ComponentProps<typeof ArkAccordion.ItemTrigger>;
export type AccordionItemContentProps = ComponentProps<typeof ArkAccordion.ItemContent>;
export type AccordionItemIndicatorProps = ComponentProps<typeof ArkAccordion.ItemIndicator>;

/** Single-open and collapsible by default (pass `multiple` to allow several open items). */
function AccordionRoot({
  className,
  collapsible = true,
  multiple = false,
  ...props
}: AccordionRootProps) {
  return (
    <ArkAccordion.Root
      className={cx(styles.root, className)}
      collapsible={collapsible}
      multiple={multiple}
      {...props}
    />
  );
}

function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <ArkAccordion.Item className={cx(styles.item, className)} {...props} />;
}

/** Item header button; renders a chevron indicator after the children unless you pass your own. */
function AccordionItemTrigger({ className, children, ...props }: AccordionItemTriggerProps) {
  return (
    <ArkAccordion.ItemTrigger className={cx(styles.itemTrigger, className)} {...props}>
      {children}
      <AccordionItemIndicator />
    </ArkAccordion.ItemTrigger>
  );
}

function AccordionItemIndicator({ className, children, ...props }: AccordionItemIndicatorProps) {
  return (
    <ArkAccordion.ItemIndicator className={cx(styles.itemIndicator, className)} {...props}>
      {children ?? <ChevronDown aria-hidden="true" />}
    </ArkAccordion.ItemIndicator>
  );
}

function AccordionItemContent({ className, children, ...props }: AccordionItemContentProps) {
  return (
    <ArkAccordion.ItemContent className={cx(styles.itemContent, className)} {...props}>
      <div className={styles.itemBody}>{children}</div>
    </ArkAccordion.ItemContent>
  );
}

/**
 * Styled Ark UI Accordion:
 * `<Accordion.Root><Accordion.Item value="q1"><Accordion.ItemTrigger>Q</Accordion.ItemTrigger><Accordion.ItemContent>A</Accordion.ItemContent></Accordion.Item></Accordion.Root>`
 */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  ItemTrigger: AccordionItemTrigger,
  ItemContent: AccordionItemContent,
  ItemIndicator: AccordionItemIndicator,
};
