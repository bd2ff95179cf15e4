import type { Draft } from '../../shared/assignment';
import { useT } from '../../shared/i18n';
import { PrintLabels } from '../../shared/printing';
import { useLinkClick } from '../../shared/routing';
import { Button, Card } from '../../shared/ui';
import { ASSIGNMENT_ADD_PATH, assetPath } from './paths';

export interface DraftPanelProps {
  draft: Draft;
  /** The draft's division name, when the divisions are known. */
  divisionName: string | null;
  ready: boolean;
  onRemove: (assetId: number) => void;
  onClear: () => void;
}

/**
 * The draft assignment beside the list (docs/inventory.md): what is in it, and the way on to /app/assignment/add. The
 * works a collector gathers here are the ones about to be packed and sent, so this is where they print their
 * labels (one per piece, with the QR code that opens the work in Plinth), before the provider's crew arrives.
 */
export function DraftPanel({ draft, divisionName, ready, onRemove, onClear }: DraftPanelProps) {
  const t = useT();
  const onLinkClick = useLinkClick();
  const removeLabel = t('inventory.draft.remove');
  const empty = draft.assets.length === 0;
  return (
    <Card className="draft-panel" style={{ position: 'sticky', top: '1rem' }}>
      <section data-testid="draft-panel" aria-labelledby="draft-panel-title">
        <h2 id="draft-panel-title" className="h5 card-title">
          {t('inventory.draft.title')}
        </h2>
        {empty ? (
          <p className="text-body-secondary small mb-0" data-testid="draft-empty">
            {t('inventory.draft.empty')}
          </p>
        ) : (
          <>
            {divisionName ? (
              <p className="small mb-2" data-testid="draft-division">
                {t('inventory.draft.division', { name: divisionName })}
              </p>
            ) : null}
            <ul className="list-group list-group-flush mb-3">
              {draft.assets.map((a) => (
                <li key={a.id} className="list-group-item d-flex align-items-center gap-2 px-0" data-testid="draft-asset" data-asset-id={a.id}>
                  <a href={assetPath(a.id)} onClick={onLinkClick} className="me-auto text-break">
                    {a.title}
                    {a.theirRef ? <span className="text-body-secondary small ms-1">({a.theirRef})</span> : null}
                  </a>
                  <button type="button" className="btn-close" aria-label={`${removeLabel}: ${a.title}`} disabled={!ready} onClick={() => onRemove(a.id)} data-testid="draft-remove" />
                </li>
              ))}
            </ul>
            <div className="mb-3">
              <PrintLabels ids={draft.assets.map((a) => a.id)} ready={ready} idPrefix="draft" />
            </div>
            <div className="d-flex flex-wrap gap-2">
              <a className="btn btn-primary btn-sm" href={ASSIGNMENT_ADD_PATH} onClick={onLinkClick} data-testid="draft-create">
                {t('inventory.draft.create', { count: draft.assets.length })}
              </a>
              <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={onClear} data-testid="draft-clear">
                {t('inventory.draft.clear')}
              </Button>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
