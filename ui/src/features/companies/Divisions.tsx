import { useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n';
import { Button, Card, useMounted } from '../../shared/ui';
import type { Company } from './api';
import { DivisionRow } from './DivisionRow';

/**
 * The company's divisions, edited inline (docs/companies.md): rows of saved divisions, plus rows added here and not yet
 * saved. A new row, once saved, becomes a row of the company's divisions (the cache carries it).
 */
export function Divisions({ company }: { company: Company }) {
  const t = useT();
  const mounted = useMounted();
  const [newRows, setNewRows] = useState<string[]>([]);
  const counter = useRef(0);
  const drop = (key: string) => setNewRows((rows) => rows.filter((k) => k !== key));
  // A saved new row is replaced by the division's own row: focus follows it there instead of falling to <body>.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    const field = focusId ? document.getElementById(focusId) : null;
    if (field) {
      field.focus();
      setFocusId(null);
    }
  }, [focusId, company.divisions]);

  return (
    <Card className="edit-card">
      <div className="d-flex align-items-center mb-3">
        <h2 className="card-title h5 mb-0">{t('companies.fields.divisions')}</h2>
        <Button
          variant="outline-primary"
          size="sm"
          className="ms-auto"
          disabled={!mounted}
          onClick={() => setNewRows((rows) => [...rows, `new-${++counter.current}`])}
          data-testid="division-add"
        >
          {t('divisions.add')}
        </Button>
      </div>
      {company.divisions.length === 0 && newRows.length === 0 ? (
        <p className="text-body-secondary mb-0" data-testid="divisions-empty">
          {t('divisions.none')}
        </p>
      ) : null}
      <div className="d-flex flex-column gap-3" data-testid="divisions">
        {company.divisions.map((division) => (
          <DivisionRow key={division.id} rowId={`division-${division.id}`} companyId={company.id} saved={division} />
        ))}
        {newRows.map((key) => (
          <DivisionRow
            key={key}
            rowId={`division-${key}`}
            companyId={company.id}
            saved={null}
            onSaved={(division) => {
              drop(key);
              setFocusId(`division-${division.id}-name`);
            }}
            onRemove={() => drop(key)}
          />
        ))}
      </div>
    </Card>
  );
}
