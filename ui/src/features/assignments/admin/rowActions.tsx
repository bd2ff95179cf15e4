import { createContext, useContext } from 'react';
import type { AssignmentRow } from '../api';

/** What each row's buttons need, given once for the whole list (labels looked up outside the rows). */
export interface RowActions {
  /** The ids on the report list. */
  reported: ReadonlySet<number>;
  /** false until hydrated: both lists are read from storage after mount. */
  ready: boolean;
  toggleReport: (row: AssignmentRow) => void;
  addToShipment: (row: AssignmentRow) => void;
  labels: { addToReport: string; removeFromReport: string; addToShipment: string };
}

export const RowActionsContext = createContext<RowActions>({
  reported: new Set(),
  ready: false,
  toggleReport: () => undefined,
  addToShipment: () => undefined,
  labels: { addToReport: '', removeFromReport: '', addToShipment: '' },
});

/**
 * Plain buttons (no widget in rows: docs/architecture.md): the report list toggle and "add to the draft shipment", one
 * above the other so the column stays narrow and the list fits a desktop screen without scrolling sideways.
 */
export function RowButtons({ row }: { row: AssignmentRow }) {
  const { reported, ready, toggleReport, addToShipment, labels } = useContext(RowActionsContext);
  const onReport = reported.has(row.id);
  return (
    <div className="d-flex flex-column gap-1">
      <button
        type="button"
        className={onReport ? 'btn btn-sm btn-outline-danger text-nowrap' : 'btn btn-sm btn-outline-primary text-nowrap'}
        disabled={!ready}
        aria-pressed={onReport}
        aria-label={`${onReport ? labels.removeFromReport : labels.addToReport}: ${row.ref}`}
        onClick={() => toggleReport(row)}
        data-testid="report-toggle"
      >
        {onReport ? labels.removeFromReport : labels.addToReport}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary text-nowrap"
        disabled={!ready}
        aria-label={`${labels.addToShipment}: ${row.ref}`}
        onClick={() => addToShipment(row)}
        data-testid="shipment-add"
      >
        {labels.addToShipment}
      </button>
    </div>
  );
}
