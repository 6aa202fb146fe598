import { createElement, type ComponentType } from 'react';
import { cx } from 'styled-system/css';

/**
 * A part of a kit component (an Ark part or an element) that wears its recipe slot's class,
 * merged with the caller's `className`; every other prop passes through.
 */
export function withSlotClass<P extends { className?: string | undefined }>(
  Part: ComponentType<P>,
  slotClass: string,
) {
  return function SlotPart({ className, ...props }: P) {
    return createElement(Part, { ...props, className: cx(slotClass, className) } as P);
  };
}
