import { AssetEditScreen } from '../AssetEdit';
import { useAdminAssetSection } from './adminSection';
import { ADMIN_INVENTORY_PATH, adminAssetPath } from './paths';

/**
 * /app/admin/inventory/edit/{inventoryId}: the asset form (AssetForm's) as the admin, with the provider's ref
 * and the asset's storage entries; saved, it goes to the admin's view of the asset.
 */
export function AdminAssetEdit() {
  return <AssetEditScreen list={ADMIN_INVENTORY_PATH} view={adminAssetPath} useAdminSection={useAdminAssetSection} />;
}
