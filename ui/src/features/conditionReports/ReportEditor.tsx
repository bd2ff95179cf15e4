import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n';
import {
  addPhoto,
  deleteReport,
  KINDS,
  OVERALLS,
  refreshReports,
  removePhoto,
  savePhoto,
  saveReport,
  signReport,
  type Observation,
  type Report,
  type ReportInput,
} from '../../shared/conditionReports';
import { historyQuery } from '../../shared/history/api';
import { PhotoInput } from '../../shared/upload';
import { toast } from '../../shared/toast';
import { Button, Card, SelectField, TextAreaField, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { assignmentChoices, assignmentLabel } from './assignments';
import { ObservationsEditor } from './ObservationsEditor';
import { PhotoMarker } from './PhotoMarker';
import { observationNumbers, workPath } from './paths';

function inputOf(r: Report): ReportInput {
  return { kind: r.kind, examinedOn: r.examinedOn, overall: r.overall, summary: r.summary, assignmentId: r.assignmentId, amendsId: r.amendsId, observations: r.observations };
}

/** A draft report: its fields and observations (saved together), its photos and their marks, signing, deleting. */
export function ReportEditor({ report }: { report: Report }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const [form, setForm] = useState<ReportInput>(() => inputOf(report));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<'sign' | 'delete' | null>(null);
  const refresh = () => refreshReports(queryClient, report.id, report.assetId);
  const edit = (patch: Partial<ReportInput>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const numbers = observationNumbers(report.observations);
  // The work's assignments, from its history (client only, like the history itself).
  const history = useQuery(historyQuery('inventory', String(report.assetId)));
  const assignments = assignmentChoices(history.data, form.assignmentId, form.assignmentId === report.assignmentId ? (report.assignmentRef ?? null) : null);

  async function onSave() {
    setSaving(true);
    try {
      const saved = await saveReport(report.id, form);
      queryClient.setQueryData(['condition-report', String(report.id)], saved);
      setDirty(false);
      toast.success(t('conditionReports.toast.saved'));
      await refresh();
    } finally {
      setSaving(false);
    }
  }

  async function onPhoto(file: File) {
    await addPhoto(report.id, file);
    toast.success(t('conditionReports.toast.photoAdded'));
    await refresh();
  }

  async function onSign() {
    await signReport(report.id);
    toast.success(t('conditionReports.toast.signed'));
    await refresh();
  }

  async function onDelete() {
    await deleteReport(report.id);
    toast.success(t('conditionReports.toast.deleted'));
    await refresh();
    navigate(workPath(report.assetId));
  }

  return (
    <div data-testid="report-editor">
      <Card className="mb-3">
        <div className="row g-2">
          <div className="col-sm-4">
            <SelectField id="report-kind" label={t('conditionReports.fields.kind')} value={form.kind} onChange={(e) => edit({ kind: e.target.value as ReportInput['kind'] })} data-testid="report-kind">
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`conditionReports.kind.${k}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-sm-4">
            <label className="form-label" htmlFor="report-date">
              {t('conditionReports.fields.examinedOn')}
            </label>
            <input id="report-date" type="date" className="form-control" value={form.examinedOn} required onChange={(e) => edit({ examinedOn: e.target.value })} data-testid="report-date" />
          </div>
          <div className="col-sm-4">
            <SelectField id="report-overall" label={t('conditionReports.fields.overall')} value={form.overall} onChange={(e) => edit({ overall: e.target.value as ReportInput['overall'] })} data-testid="report-overall">
              {OVERALLS.map((o) => (
                <option key={o} value={o}>
                  {t(`conditionReports.overall.${o}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-sm-8">
            <SelectField
              id="report-assignment"
              label={t('conditionReports.fields.assignment')}
              help={t('conditionReports.assignmentHelp')}
              value={form.assignmentId === null || form.assignmentId === undefined ? '' : String(form.assignmentId)}
              onChange={(e) => edit({ assignmentId: e.target.value === '' ? null : Number(e.target.value) })}
              data-testid="report-assignment"
            >
              <option value="">{t('conditionReports.assignmentNone')}</option>
              {assignments.map((a) => (
                <option key={a.id} value={a.id}>
                  {assignmentLabel(a)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-12">
            <TextAreaField id="report-summary" label={t('conditionReports.fields.summary')} rows={2} value={form.summary ?? ''} maxLength={4000} onChange={(e) => edit({ summary: e.target.value })} />
          </div>
        </div>
        <h2 className="h6 mt-3">{t('conditionReports.observations.title')}</h2>
        <ObservationsEditor value={(form.observations ?? []) as Observation[]} onChange={(observations) => edit({ observations })} />
        <div className="d-flex gap-2 mt-3">
          <Button disabled={!mounted || saving || !dirty} onClick={onSave} data-testid="report-save">
            {t('conditionReports.save')}
          </Button>
          {dirty ? <span className="small text-body-secondary align-self-center">{t('conditionReports.unsaved')}</span> : null}
        </div>
      </Card>
      <Card className="mb-3">
        <h2 className="h6">{t('conditionReports.photos.title')}</h2>
        <PhotoInput value={null} onChange={(file) => void onPhoto(file)} isDisabled={!mounted} testId="report-photo-input" />
        <div className="mt-2">
          {report.photos.map((p) => (
            <PhotoMarker
              key={p.id}
              photo={p}
              observations={report.observations}
              numbers={numbers}
              canMark={!dirty && report.observations.length > 0}
              onSave={async (rotation, marks) => {
                await savePhoto(report.id, p.id, rotation, marks);
                await refresh();
              }}
              onRemove={() => void removePhoto(report.id, p.id).then(refresh)}
            />
          ))}
        </div>
      </Card>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="primary" disabled={!mounted || dirty} onClick={() => setConfirm('sign')} data-testid="report-sign">
          {t('conditionReports.sign')}
        </Button>
        <Button variant="outline-danger" disabled={!mounted} onClick={() => setConfirm('delete')} data-testid="report-delete">
          {t('conditionReports.delete')}
        </Button>
        {dirty ? <span className="small text-body-secondary align-self-center">{t('conditionReports.saveBeforeSigning')}</span> : null}
      </div>
      {confirm === 'sign' ? (
        <ConfirmModal title={t('conditionReports.signTitle')} message={t('conditionReports.signMessage')} confirmLabel={t('conditionReports.sign')} onConfirm={onSign} onClose={() => setConfirm(null)} />
      ) : null}
      {confirm === 'delete' ? (
        <ConfirmModal title={t('conditionReports.deleteTitle')} message={t('conditionReports.deleteMessage')} onConfirm={onDelete} onClose={() => setConfirm(null)} />
      ) : null}
    </div>
  );
}
