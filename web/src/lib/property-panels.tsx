/**
 * Panels one feature shows on another feature's page (features never import each other):
 * app/ provides them, the property pages render whatever is provided. Today: the Home
 * History Report panel on the owner's and the realtor's property pages.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface ReportPanelSlotProps {
  propertyId: string;
  /** The property's street address (names the downloaded file). */
  address: string;
  /** The owner may withdraw verification codes; a realtor may not. */
  viewer: 'owner' | 'realtor';
}

export interface PropertyPanels {
  ReportPanel?: ComponentType<ReportPanelSlotProps>;
}

const PropertyPanelsContext = createContext<PropertyPanels>({});

export const PropertyPanelsProvider = PropertyPanelsContext.Provider;

export function usePropertyPanels(): PropertyPanels {
  return useContext(PropertyPanelsContext);
}
