import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCurrentProfile } from '../../shared/auth';
import { myDivisionsQuery } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Card, Loading } from '../../shared/ui';
import { assetQuery } from './api';
import { AssetDocuments } from './AssetDocuments';
import { AssetForm } from './AssetForm';
import { INVENTORY_PATH, assetPath } from './paths';

/**
 * /app/inventory/add and /app/inventory/edit/{inventoryId} (SPEC §2): the asset form, and on edit its
 * documents. The server primes the divisions and, on edit, the asset and its documents.
 */
export function AssetEdit() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const profile = useCurrentProfile();
  const { inventoryId } = useParams();
  const adding = inventoryId === undefined;
  const divisions = useQuery(myDivisionsQuery);
  const asset = useQuery({ ...assetQuery(inventoryId ?? ''), enabled: !adding });
  if (useNotFoundRedirect(asset.error)) return null;

  let body;
  if (divisions.data && (adding || asset.data)) {
    const own = profile?.companyDivisionId ?? null;
    const defaultDivisionId = divisions.data.some((d) => d.id === own) ? own : divisions.data.length === 1 ? divisions.data[0].id : null;
    body = (
      <>
        <Card className="edit-card mb-3">
          <h1 className="card-title h4 mb-3">{adding ? t('inventory.edit.addTitle') : t('inventory.edit.editTitle')}</h1>
          <AssetForm key={asset.data?.id ?? 'new'} asset={asset.data ?? null} divisions={divisions.data} defaultDivisionId={defaultDivisionId} />
        </Card>
        {asset.data ? (
          <AssetDocuments asset={asset.data} canUpload />
        ) : (
          <p className="text-body-secondary" data-testid="documents-after-save">
            {t('inventory.edit.documentsAfterSave')}
          </p>
        )}
      </>
    );
  } else if (divisions.isError || asset.isError) {
    body = <Alert>{t('inventory.edit.loadFailed')}</Alert>;
  } else {
    body = <Loading />;
  }

  const back = asset.data ? assetPath(asset.data.id) : INVENTORY_PATH;
  return (
    <div className="asset-edit" data-testid="asset-edit">
      <p className="mb-2">
        <a href={back} onClick={onLinkClick} data-testid="asset-back">
          {asset.data ? t('inventory.edit.backToAsset') : t('inventory.back')}
        </a>
      </p>
      {body}
    </div>
  );
}
