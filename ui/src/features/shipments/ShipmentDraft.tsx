import { useQueries } from '@tanstack/react-query';
import { statusLabel } from '../../shared/assignment';
import { useT } from '../../shared/i18n';
import { NONE } from '../../shared/labels';
import { useLinkClick } from '../../shared/routing';
import { clearShipmentDraft, removeListed, useShipmentDraft } from '../../shared/shipment';
import { Alert, Button, Card, useMounted } from '../../shared/ui';
import { ADMIN_ASSIGNMENTS_PATH, adminAssignmentPath } from './paths';
import { assignmentByRefQuery } from './api';

/**
 * /app/admin/shipment/add, for now (SPEC §2 Admin shipments): the draft shipment the admin collects on the
 * assignment list, each assignment as the server has it now (by its reference), and a plain word that
 * creating the shipment comes with a later release. The shipments issue puts its form here, built from the
 * same draft (shared/shipment).
 */
export function ShipmentDraft() {
  const t = useT();
  const mounted = useMounted();
  const onLinkClick = useLinkClick();
  const [entries, setEntries] = useShipmentDraft();
  const rows = useQueries({ queries: entries.map((e) => assignmentByRefQuery(e.ref)) });

  return (
    <div data-testid="shipment-draft-screen">
      <h1 className="h3 mb-3">{t('draftShipment.title')}</h1>
      <Alert variant="info">{t('draftShipment.later')}</Alert>
      <Card>
        {!mounted ? null : entries.length === 0 ? (
          <div className="text-center py-3" data-testid="shipment-draft-empty">
            <p className="mb-3">{t('draftShipment.empty')}</p>
            <a className="btn btn-primary" href={ADMIN_ASSIGNMENTS_PATH} onClick={onLinkClick}>
              {t('draftShipment.toAssignments')}
            </a>
          </div>
        ) : (
          <>
            <div className="table-responsive">
              <table className="table align-middle mb-3" data-testid="shipment-draft">
                <caption className="visually-hidden">{t('draftShipment.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('assignment.fields.ref')}</th>
                    <th scope="col">{t('assignment.fields.company')}</th>
                    <th scope="col">{t('assignment.fields.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('draftShipment.remove')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e, i) => {
                    const { data: row, isError } = rows[i] ?? {};
                    const missing = isError ? t('draftShipment.unknown') : null;
                    return (
                      <tr key={e.id} data-testid="shipment-draft-row" data-assignment-id={e.id}>
                        <td>
                          <a href={adminAssignmentPath(row?.id ?? e.id)} onClick={onLinkClick}>
                            {row?.ref ?? e.ref}
                          </a>
                        </td>
                        <td>{missing ?? row?.companyName ?? NONE}</td>
                        <td>{row ? statusLabel(row.status, t) : NONE}</td>
                        <td className="text-end">
                          <Button size="sm" variant="outline-danger" aria-label={`${t('draftShipment.remove')}: ${e.ref}`} onClick={() => setEntries((current) => removeListed(current, e.id))} data-testid="shipment-draft-remove">
                            {t('draftShipment.remove')}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div className="d-flex flex-wrap gap-2">
              <a className="btn btn-outline-primary btn-sm" href={ADMIN_ASSIGNMENTS_PATH} onClick={onLinkClick}>
                {t('draftShipment.addMore')}
              </a>
              <Button size="sm" variant="outline-secondary" onClick={clearShipmentDraft} data-testid="shipment-draft-clear">
                {t('draftShipment.clear')}
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
