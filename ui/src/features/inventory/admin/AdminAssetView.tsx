import { useQuery } from '@tanstack/react-query';
import { companySummariesQuery } from '../../../shared/company/api';
import { useT } from '../../../shared/i18n';
import type { Asset } from '../api';
import { AssetViewScreen, Detail, type AssetViewPaths } from '../AssetView';
import { readList, removeFromList, writeList } from './lists';
import { ADMIN_INVENTORY_PATH, adminAssetEditPath, adminAssignmentPath } from './paths';

const ADMIN_PATHS: AssetViewPaths = { list: ADMIN_INVENTORY_PATH, edit: adminAssetEditPath, assignment: adminAssignmentPath };

function OwnerDetails({ asset }: { asset: Asset }) {
  const t = useT();
  const companies = useQuery(companySummariesQuery).data;
  const company = companies?.find((c) => c.id === asset.owner.companyId)?.name ?? `#${asset.owner.companyId}`;
  return (
    <>
      <Detail label={t('adminInventory.fields.company')} testId="asset-owner">
        {company}
      </Detail>
      <Detail label={t('inventory.fields.hidden')} testId="asset-hidden-flag">
        {asset.hidden ? t('adminInventory.hiddenYes') : t('adminInventory.hiddenNo')}
      </Detail>
    </>
  );
}

const ownerDetails = (asset: Asset) => <OwnerDetails asset={asset} />;

/** A deleted asset is in no list any more. */
function forget(id: number) {
  writeList('picking', removeFromList(readList('picking'), id));
  writeList('condition', removeFromList(readList('condition'), id));
}

/**
 * /app/admin/inventory/{inventoryId}: the asset view (AssetView's), for the admin: with the owner company
 * and the hidden flag, the provider's ref, storage entries, documents and history; its assignment opens on
 * the admin's assignment view and edit on the admin's form.
 */
export function AdminAssetView() {
  return <AssetViewScreen paths={ADMIN_PATHS} extraDetails={ownerDetails} onDeleted={forget} />;
}
