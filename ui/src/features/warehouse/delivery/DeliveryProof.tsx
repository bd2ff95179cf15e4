import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { apiFetch, isNotFound } from '../../../shared/api/client';
import type { Dto } from '../../../shared/api/schemas';
import { useT } from '../../../shared/i18n';
import { useLinkClick, useNotFoundRedirect, type ScreenProps } from '../../../shared/routing';
import { toast } from '../../../shared/toast';
import { Alert, Button, Card, Field, Loading, TextAreaField, useMounted } from '../../../shared/ui';
import { recordDeliveryProof } from '../api';
import { shrinkPhoto } from './photos';

const SignaturePad = lazy(() => import('./SignaturePad.client'));

type Assignment = Dto<'AssignmentDto'>;

/**
 * /app/admin/warehouse/delivery/:assignmentId (docs/warehouse.md): proof of delivery (or of collection) on the
 * phone: who received the works, their signature drawn with a finger, photos from the camera, the time, notes and
 * a condition remark per work. Saved as a PDF among the assignment's documents, which its customer sees; the
 * assignment is then closed as Delivered on its edit screen, with that screen's confirmation.
 */
export function DeliveryProof(_: ScreenProps) {
  const t = useT();
  const mounted = useMounted();
  const onLinkClick = useLinkClick();
  const id = useParams().assignmentId ?? '';
  const query = useQuery({
    queryKey: ['admin', 'assignment', id],
    queryFn: () => apiFetch<Assignment>(`/api/admin/assignment/${encodeURIComponent(id)}`, { callerShowsError: isNotFound }),
    enabled: mounted,
  });
  const leaving = useNotFoundRedirect(query.error);
  const [kind, setKind] = useState<'delivery' | 'collection'>('delivery');
  const [receiver, setReceiver] = useState('');
  const [notes, setNotes] = useState('');
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const [signature, setSignature] = useState<Blob | null>(null);
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  if (leaving) return null;
  const job = query.data;
  if (!job) return <Loading />;

  async function addPhotos(files: FileList | null) {
    if (!files) return;
    const shrunk = await Promise.all([...files].map(shrinkPhoto));
    setPhotos((current) => [...current, ...shrunk]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!signature || !receiver.trim()) return;
    setBusy(true);
    const form = new FormData();
    form.append('kind', kind);
    form.append('receiver', receiver);
    form.append('receivedAt', new Date().toISOString());
    if (notes.trim()) form.append('notes', notes);
    const list = Object.entries(remarks)
      .filter(([, r]) => r.trim())
      .map(([assetId, remark]) => ({ assetId: Number(assetId), remark }));
    if (list.length) form.append('remarks', JSON.stringify(list));
    form.append('signature', signature, 'signature.png');
    photos.forEach((p, i) => form.append('photo', p, `photo-${i + 1}.${p.type === 'image/png' ? 'png' : p.type === 'image/gif' ? 'gif' : 'jpg'}`));
    try {
      const doc = await recordDeliveryProof(job!.id, form);
      setSaved(doc.name);
      toast.success(t('warehouse.delivery.saved'));
    } catch {
      // The client's toast says why.
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <Card title={t('warehouse.delivery.title', { ref: job.ref })}>
        <Alert variant="success">{t('warehouse.delivery.savedAs', { name: saved })}</Alert>
        <a className="btn btn-primary btn-lg scan-target" href={`/app/admin/assignment/edit/${job.id}`} onClick={onLinkClick}>
          {t('warehouse.delivery.close')}
        </a>
      </Card>
    );
  }

  return (
    <Card title={t('warehouse.delivery.title', { ref: job.ref })} className="delivery-proof">
      <form onSubmit={submit}>
        <div className="btn-group w-100 mb-3" role="group" aria-label={t('warehouse.delivery.kind')}>
          {(['delivery', 'collection'] as const).map((k) => (
            <button key={k} type="button" className={`btn btn-lg scan-target ${k === kind ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={k === kind} onClick={() => setKind(k)}>
              {t(`warehouse.delivery.${k}`)}
            </button>
          ))}
        </div>
        <Field id="pod-receiver" label={t('warehouse.delivery.receiver')} value={receiver} onChange={(e) => setReceiver(e.target.value)} required className="mb-3" />
        <p className="form-label mb-1">{t('warehouse.delivery.signature')}</p>
        {mounted ? (
          <Suspense fallback={<div className="signature-pad border rounded" />}>
            <SignaturePad onChange={setSignature} />
          </Suspense>
        ) : null}
        <div className="my-3">
          <label htmlFor="pod-photos" className="btn btn-outline-primary btn-lg scan-target">
            {t('warehouse.delivery.takePhoto')}
          </label>
          <input id="pod-photos" type="file" accept="image/*" capture="environment" multiple className="visually-hidden" onChange={(e) => void addPhotos(e.target.files)} />
          <span className="ms-2" data-testid="photo-count">
            {t('warehouse.delivery.photos', { count: photos.length })}
          </span>
        </div>
        <TextAreaField id="pod-notes" label={t('warehouse.delivery.notes')} value={notes} onChange={(e) => setNotes(e.target.value)} className="mb-3" />
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('warehouse.delivery.remarks')}</legend>
          {job.assets.map((a) => (
            <Field
              key={a.id}
              id={`pod-remark-${a.id}`}
              label={[a.ref ?? a.theirRef, a.title].filter(Boolean).join(' · ')}
              value={remarks[a.id] ?? ''}
              onChange={(e) => setRemarks((r) => ({ ...r, [a.id]: e.target.value }))}
              className="mb-2"
            />
          ))}
        </fieldset>
        <Button type="submit" size="lg" className="w-100 scan-target" disabled={busy || !signature || !receiver.trim()}>
          {t('warehouse.delivery.save')}
        </Button>
      </form>
    </Card>
  );
}
