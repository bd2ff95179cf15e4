import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Button, cx, useMounted } from '../../../shared/ui';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import { addRead, codeKey, dropRead, settleRead, type Read, type Tone } from './codes';
import type { Engine } from './decoder';
import { feedback } from './feedback';

const Scanner = lazy(() => import('./Scanner.client'));

/** What the panel's owner made of one read. */
export interface Outcome {
  label: string;
  tone: Tone;
  /** Forget the read, so the same label may be read again (a location read to switch, a refusal to retry). */
  forget?: boolean;
}

/**
 * The one scan component: the camera (after mount, when switched on), a typed ref field for when the camera
 * cannot be used, and the list of what was read, newest first, each code once. Large targets for gloved hands,
 * one column at 360 px.
 */
export function ScanPanel({ onRead, engine }: { onRead: (raw: string) => Promise<Outcome>; engine?: Engine }) {
  const t = useT();
  const mounted = useMounted();
  const [camera, setCamera] = useState(true);
  const [reads, setReads] = useState<Read[]>([]);
  const [typed, setTyped] = useState('');
  const readsRef = useRef(reads);
  readsRef.current = reads;

  const take = useCallback(
    async (raw: string) => {
      const next = addRead(readsRef.current, raw);
      if (!next) return;
      readsRef.current = next;
      setReads(next);
      const key = codeKey(raw);
      const done = await onRead(raw);
      feedback(done.tone);
      setReads((current) => {
        const settled = settleRead(current, key, done.label, done.tone);
        return done.forget ? dropRead(settled, key) : settled;
      });
      if (done.forget) readsRef.current = dropRead(readsRef.current, key);
    },
    [onRead],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const raw = typed.trim();
    if (!raw) return;
    setTyped('');
    void take(raw);
  };

  return (
    <div className="scan-panel">
      <div className="d-flex gap-2 mb-2">
        <Button variant={camera ? 'outline-secondary' : 'primary'} size="lg" className="flex-fill scan-target" onClick={() => setCamera((c) => !c)}>
          {camera ? t('warehouse.scan.cameraOff') : t('warehouse.scan.cameraOn')}
        </Button>
      </div>
      {mounted && camera ? (
        <LoadBoundary fallback={<p className="text-body-secondary small mb-0" data-testid="camera-not-loaded">{t('warehouse.scan.cameraNotLoaded')}</p>}>
          <Suspense fallback={<div className="scanner" data-camera="loading" />}>
            <Scanner onCode={(text) => void take(text)} engine={engine} />
          </Suspense>
        </LoadBoundary>
      ) : null}
      <form className="d-flex gap-2 my-2" onSubmit={submit}>
        <label htmlFor="scan-typed" className="visually-hidden">
          {t('warehouse.scan.typedLabel')}
        </label>
        <input
          id="scan-typed"
          className="form-control form-control-lg"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('warehouse.scan.typedPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Button type="submit" size="lg" className="scan-target">
          {t('warehouse.scan.typedGo')}
        </Button>
      </form>
      <ul className="list-group scan-reads" aria-live="polite" data-testid="scan-reads">
        {reads.map((r) => (
          <li key={r.key} className={cx('list-group-item scan-read', `scan-read-${r.tone}`)} data-tone={r.tone}>
            {r.tone === 'waiting' ? <span className="badge text-bg-secondary me-2">{t('warehouse.scan.waiting')}</span> : null}
            {r.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
