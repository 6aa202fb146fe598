/**
 * The owner's property page with the maintenance feature's tab composed in (features
 * never import each other; app/ puts them together). signed-in-pages.ts loads this.
 */
import { MaintenanceTabContainer } from '../features/maintenance/maintenance-tab-container';
import { PropertyDetailPage as PropertyDetailBase } from '../features/properties/property-detail-page';

const maintenanceTab = (propertyId: string) => <MaintenanceTabContainer propertyId={propertyId} />;

export function PropertyDetailPage() {
  return <PropertyDetailBase maintenanceTab={maintenanceTab} />;
}
