import { useState } from 'react';
import { useT } from '../../shared/i18n';
import {
  asRotation,
  fromAnnotation,
  MarkedPhoto,
  newMarkId,
  toAnnotation,
  type Annotation,
  type Mark,
  type Observation,
  type ReportPhoto,
  type Shape,
  type Tool,
} from '../../shared/conditionReports';
import { Button } from '../../shared/ui';

const TOOLS: readonly Tool[] = ['point', 'rect', 'line', 'pan'];

export interface PhotoMarkerProps {
  photo: ReportPhoto;
  observations: readonly Observation[];
  numbers: Readonly<Record<string, number>>;
  /** Saves the photo's rotation and all its marks (as W3C annotations). */
  onSave: (rotation: number, marks: Annotation[]) => Promise<void>;
  onRemove: () => void;
  /** Marks may be drawn: the observations they name are saved. */
  canMark: boolean;
}

/** A draft's photo: draw marks for an observation with a tool, turn the photo, remove marks or the photo. */
export function PhotoMarker({ photo, observations, numbers, onSave, onRemove, canMark }: PhotoMarkerProps) {
  const t = useT();
  const [tool, setTool] = useState<Tool>('rect');
  const [observation, setObservation] = useState<string>(observations[0]?.key ?? '');
  const marks: Mark[] = photo.marks.map((a) => fromAnnotation(a)).filter((m): m is Mark => m !== null);
  const current = observations.some((o) => o.key === observation) ? observation : (observations[0]?.key ?? '');
  const save = (rotation: number, next: Mark[]) => onSave(rotation, next.map((m) => toAnnotation(m, photo.source)));

  function onDraw(shape: Shape) {
    if (!current) return;
    void save(photo.rotation, [...marks, { id: newMarkId(), observation: current, shape }]);
  }

  return (
    <div className="border rounded p-2 mb-3" data-testid="report-photo" data-photo={photo.id}>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <div className="btn-group btn-group-sm" role="group" aria-label={t('conditionReports.photo.tools')}>
          {TOOLS.map((name) => (
            <Button key={name} variant={tool === name ? 'primary' : 'outline-primary'} aria-pressed={tool === name} onClick={() => setTool(name)} data-testid={`tool-${name}`}>
              {t(`conditionReports.tool.${name}`)}
            </Button>
          ))}
        </div>
        <label className="small" htmlFor={`mark-for-${photo.id}`}>
          {t('conditionReports.photo.markFor')}
        </label>
        <select
          id={`mark-for-${photo.id}`}
          className="form-select form-select-sm w-auto"
          value={current}
          onChange={(e) => setObservation(e.target.value)}
          disabled={!canMark || observations.length === 0}
          data-testid="mark-observation"
        >
          {observations.map((o, i) => (
            <option key={o.key} value={o.key}>
              {i + 1}. {t(`conditionReports.term.${o.term}`)} ({t(`conditionReports.area.${o.area}`)})
            </option>
          ))}
        </select>
        <Button size="sm" variant="outline-secondary" onClick={() => void save(asRotation(photo.rotation + 90), marks)} data-testid="photo-rotate">
          {t('conditionReports.photo.rotate')}
        </Button>
        <Button size="sm" variant="outline-danger" className="ms-auto" onClick={onRemove} data-testid="photo-remove">
          {t('conditionReports.photo.remove')}
        </Button>
      </div>
      {!canMark ? <p className="small text-body-secondary mb-1">{t('conditionReports.photo.saveFirst')}</p> : null}
      <MarkedPhoto
        url={photo.url}
        frame={{ width: photo.width, height: photo.height, rotation: asRotation(photo.rotation) }}
        marks={marks}
        numbers={numbers}
        tool={canMark && current ? tool : 'pan'}
        onDraw={onDraw}
        alt={photo.name}
        testId={`photo-${photo.id}`}
      />
      {marks.length > 0 ? (
        <ul className="list-inline small mt-2 mb-0" data-testid="mark-list">
          {marks.map((m) => (
            <li key={m.id} className="list-inline-item">
              <span className="badge text-bg-light border">
                {numbers[m.observation] ?? '?'} · {t(`conditionReports.tool.${m.shape.kind}`)}
                <button
                  type="button"
                  className="btn-close btn-close-sm ms-1"
                  style={{ fontSize: '0.6rem' }}
                  aria-label={t('conditionReports.photo.removeMark')}
                  onClick={() => void save(photo.rotation, marks.filter((x) => x.id !== m.id))}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
