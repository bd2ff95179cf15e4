import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { statusLabel } from '../../shared/assignment';
import { useT } from '../../shared/i18n';
import { NONE } from '../../shared/labels';
import { useLinkClick } from '../../shared/routing';
import { addByReference } from '../../shared/assignment/byRef';
import { removeListed, type ShipmentDraftEntry } from '../../shared/shipment';
import { Alert, Button, useMounted } from '../../shared/ui';
import { assignmentByRefQuery, type AssignmentByRef } from './api';
import { adminAssignmentPath } from './paths';

export interface AssignmentsPickerProps {
  entries: readonly ShipmentDraftEntry[];
  /** The assignments as a saved shipment gave them; the others are asked for by reference. */
  known: ReadonlyMap<number, AssignmentByRef>;
  error: string | null;
  disabled: boolean;
  onChange: (entries: readonly ShipmentDraftEntry[]) => void;
}

/**
 * The assignments on the shipment: each as the server has it now (company, division, status), removable,
 * and more added by reference (`GET /api/admin/assignment/ref/{ref}`): an unknown one warns 'Invalid
 * Assignment Reference', one already in the list is logged 'Assignment already in list' (docs/shipments.md).
 */
export function AssignmentsPicker({ entries, known, error, disabled, onChange }: AssignmentsPickerProps) {
  const t = useT();
  const mounted = useMounted();
  const onLinkClick = useLinkClick();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<{ kind: 'warning' | 'info'; text: string } | null>(null);
  const [looking, setLooking] = useState(false);
  const rows = useQueries({ queries: entries.map((e) => ({ ...assignmentByRefQuery(e.ref), enabled: mounted && !known.has(e.id) })) });

  async function addByRef(event: FormEvent) {
    event.preventDefault();
    const ref = typed.trim();
    if (!ref || looking) return;
    setLooking(true);
    setNote(null);
    try {
      const result = await addByReference(entries, ref);
      if (result.kind === 'duplicate') {
        // Logged (by addByReference), and a word in place so the admin sees why nothing was added (docs/shipments.md).
        setNote({ kind: 'info', text: t('shipment.assignments.already', { ref: result.found.ref }) });
      } else if (result.kind === 'invalid') {
        setNote({ kind: 'warning', text: `${t('draftShipment.unknown')}: ${ref}` });
      } else if (result.kind === 'added') {
        queryClient.setQueryData(assignmentByRefQuery(result.found.ref).queryKey, result.found);
        onChange(result.entries);
        setTyped('');
      }
    } catch {
      // Another failure: the API client has shown it.
    } finally {
      setLooking(false);
    }
  }

  return (
    <section data-testid="shipment-assignments">
      <h2 className="h5 mb-3">{t('shipment.fields.assignments')}</h2>
      {entries.length === 0 ? <p className="text-body-secondary small">{t('shipment.assignments.none')}</p> : null}
      {error ? <p className="text-danger small">{error}</p> : null}
      {entries.length > 0 ? (
        // position-relative: the hidden header text is placed within the scrolling box, not past the page.
        <div className="table-responsive position-relative" tabIndex={0} role="region" aria-label={t('shipment.fields.assignments')}>
          <table className="table align-middle" data-testid="shipment-assignment-table">
            <caption className="visually-hidden">{t('shipment.fields.assignments')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('assignment.fields.ref')}</th>
                <th scope="col">{t('assignment.fields.company')}</th>
                <th scope="col">{t('assignment.fields.division')}</th>
                <th scope="col">{t('assignment.fields.status')}</th>
                <th scope="col" className="text-end">
                  {t('assignment.fields.assets')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('draftShipment.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => {
                const query = rows[i];
                const row = known.get(e.id) ?? query?.data;
                const missing = query?.isError && !known.has(e.id);
                return (
                  <tr key={e.id} data-testid="shipment-assignment" data-assignment-id={e.id}>
                    <td>
                      <a href={adminAssignmentPath(e.id)} onClick={onLinkClick}>
                        {row?.ref ?? e.ref}
                      </a>
                    </td>
                    <td>{missing ? t('draftShipment.unknown') : (row?.companyName ?? NONE)}</td>
                    <td>{row?.companyDivision ?? NONE}</td>
                    <td>
                      {row ? statusLabel(row.status, t) : NONE}
                      {row?.completed ? <span className="badge text-bg-secondary ms-2">{t('shipment.assignments.completed')}</span> : null}
                    </td>
                    <td className="text-end">{row?.assetCount ?? NONE}</td>
                    <td className="text-end">
                      <Button size="sm" variant="outline-danger" disabled={disabled} aria-label={`${t('draftShipment.remove')}: ${e.ref}`} onClick={() => onChange(removeListed(entries, e.id))} data-testid="shipment-assignment-remove">
                        {t('draftShipment.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="d-flex flex-wrap align-items-end gap-2" role="group" aria-label={t('shipment.assignments.byRef')}>
        <div>
          <label htmlFor="shipment-add-ref" className="form-label">
            {t('shipment.assignments.byRef')}
          </label>
          <input
            id="shipment-add-ref"
            className="form-control"
            value={typed}
            autoComplete="off"
            placeholder="HG-1007"
            disabled={disabled}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void addByRef(e);
            }}
            data-testid="shipment-add-ref"
          />
        </div>
        <Button variant="outline-primary" disabled={disabled || looking || !typed.trim()} onClick={(e) => void addByRef(e)} data-testid="shipment-add-ref-button">
          {t('shipment.assignments.add')}
        </Button>
      </div>
      {note ? (
        <Alert variant={note.kind} className="mt-3 mb-0">
          <span data-testid={note.kind === 'warning' ? 'shipment-ref-warning' : 'shipment-ref-note'}>{note.text}</span>
        </Alert>
      ) : null}
    </section>
  );
}
