import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { statusLabel } from '../../../shared/assignment';
import { STATUS_CHOICES, closesAssignment } from '../../../shared/assignment/statusChoices';
import { useT } from '../../../shared/i18n';
import { toast } from '../../../shared/toast';
import { Button, Card, Field, SelectField, Spinner, useMounted } from '../../../shared/ui';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { DateField } from '../../../shared/ui/DateField';
import { useFocusFirstInvalid } from '../../../shared/ui/focusFirstInvalid';
import { NumberInput } from '../../../shared/ui/NumberInput';
import { EndpointFields } from '../EndpointFields';
import { adminAddressChoicesQuery, adminAssignmentQuery, isStaleVersion, refreshAfterSave, saveAdminAssignment, type AdminAssignment } from './api';
import { checkEditForm, chooseStatus, formOf, type EditErrors, type EditForm, type EditProblem } from './editForm';
import { StorageEntriesEditor } from '../../../shared/storage/StorageEntriesEditor';
import type { StorageErrors } from '../../../shared/storage/entries';

const PROGRESS_RULES = { decimals: 0, min: 0, max: 100, required: true } as const;

export interface AssignmentEditFormProps {
  assignment: AdminAssignment;
  /** A save refused because someone else saved first (409): the server's message. */
  onStale: (message: string) => void;
}

/** The storage rows' problems, as the editor keys them (`<index>.inOn`). */
function storageErrors(errors: EditErrors): StorageErrors {
  const out: StorageErrors = {};
  for (const [key, problem] of Object.entries(errors)) {
    if (key.startsWith('storage.') && (problem === 'required' || problem === 'date' || problem === 'outBeforeIn')) out[key.slice('storage.'.length)] = problem;
  }
  return out;
}

/**
 * The fields of the admin's edit (docs/assignments.md): status and progress, dates, addresses with their storage
 * flags, PO number and storage entries, saved together with the version they were loaded with. A save with
 * Delivered or Cancelled asks first and is sent only when confirmed.
 */
export function AssignmentEditForm({ assignment: a, onStale }: AssignmentEditFormProps) {
  const t = useT();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const focusInvalid = useFocusFirstInvalid();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<EditForm>(() => formOf(a));
  const [errors, setErrors] = useState<EditErrors>({});
  const [pending, setPending] = useState(false);
  const [askingClose, setAskingClose] = useState(false);
  // Every address the save accepts, grouped by division, and the saved ones: the saved origin and destination
  // are always among the choices, whichever division they belong to.
  const choicesQuery = adminAddressChoicesQuery(String(a.id));
  const choices = useQuery(choicesQuery);

  const change = (patch: Partial<EditForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };

  async function save(confirmClose: boolean) {
    const check = checkEditForm(form, a, confirmClose);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      const saved = await saveAdminAssignment(check.input);
      toast.success(t('adminAssignment.edit.saved'));
      // The screen keys this form by version: the saved assignment starts a fresh one.
      queryClient.setQueryData(adminAssignmentQuery(String(a.id)).queryKey, saved);
      void refreshAfterSave(queryClient);
      void queryClient.invalidateQueries({ queryKey: choicesQuery.queryKey });
    } catch (error) {
      // Other refusals (422: a rule, with the server's message) were toasted by the API client.
      if (isStaleVersion(error)) onStale((error as { serverMessages: string[] }).serverMessages[0] ?? '');
    } finally {
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // Closing an open assignment asks first; one already completed saves as it is.
    if (closesAssignment(form.status) && !a.completed) setAskingClose(true);
    else void save(false);
  }

  const problemText = (p: EditProblem | undefined): string | null => {
    switch (p) {
      case 'date':
        return t('assignment.add.badDate');
      case 'deliverBeforePickup':
        return t('assignment.add.deliverBeforePickup');
      default:
        return null;
    }
  };
  const choiceLabel = (i: number) => {
    const c = STATUS_CHOICES[i];
    const status = statusLabel(c.status, t);
    return c.progress !== undefined ? t('adminAssignment.edit.setsProgress', { status, progress: c.progress }) : t('adminAssignment.edit.addsProgress', { status, add: c.add ?? 0 });
  };

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate data-testid="assignment-edit-form">
      <Card className="mb-3">
        <h2 className="h5 card-title mb-3">{t('adminAssignment.edit.statusTitle')}</h2>
        <div className="row g-3">
          <div className="col-md-7">
            <SelectField
              id="assignment-status"
              label={t('assignment.fields.status')}
              value={String(form.choice)}
              onChange={(e) => {
                setForm((f) => chooseStatus(f, Number(e.target.value), a.progress));
                setErrors({});
              }}
              data-testid="assignment-status-select"
            >
              {form.choice === -1 ? <option value="-1">{form.status}</option> : null}
              {STATUS_CHOICES.map((c, i) => (
                <option key={`${c.status}-${i}`} value={String(i)}>
                  {choiceLabel(i)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-5">
            <NumberInput
              id="assignment-progress"
              label={t('assignment.fields.progress')}
              value={form.progress}
              rules={PROGRESS_RULES}
              error={errors.progress ? t('adminAssignment.edit.badProgress') : null}
              onChange={(progress, reading) => change({ progress, progressValue: reading.ok ? reading.value : null })}
              data-testid="assignment-progress"
            />
          </div>
        </div>
      </Card>

      <Card className="mb-3">
        <h2 className="h5 card-title mb-3">{t('adminAssignment.edit.detailsTitle')}</h2>
        <div className="row g-3">
          <div className="col-md-6">
            <DateField id="assignment-pickup" label={t('assignment.fields.pickupOn')} value={form.pickupOn} error={problemText(errors.pickupOn)} onChange={(pickupOn) => change({ pickupOn })} testId="assignment-pickup" />
          </div>
          <div className="col-md-6">
            <DateField id="assignment-deliver" label={t('assignment.fields.deliverOn')} value={form.deliverOn} error={problemText(errors.deliverOn)} onChange={(deliverOn) => change({ deliverOn })} testId="assignment-deliver" />
          </div>
          <EndpointFields
            divisionId={a.companyDivisionId}
            value={form}
            onChange={change}
            choices={{ groups: choices.data, isPending: choices.isPending, isError: choices.isError }}
            onChoicesChanged={() => void queryClient.invalidateQueries({ queryKey: choicesQuery.queryKey })}
          />
          <div className="col-md-6">
            <Field id="assignment-po" label={t('assignment.fields.poNumber')} value={form.poNumber} maxLength={100} autoComplete="off" onChange={(e) => change({ poNumber: e.target.value })} data-testid="assignment-po" />
          </div>
        </div>
      </Card>

      <Card className="mb-3">
        <StorageEntriesEditor entries={form.storage} errors={storageErrors(errors)} disabled={!mounted} onChange={(storage) => change({ storage })} />
      </Card>

      <Button type="submit" disabled={!mounted || pending} data-testid="assignment-edit-save">
        {pending ? <Spinner small className="me-2" /> : null}
        {t('common.save')}
      </Button>

      {askingClose ? (
        <ConfirmModal
          title={t('adminAssignment.edit.closeTitle')}
          message={t('adminAssignment.edit.closeQuestion')}
          confirmLabel={t('adminAssignment.edit.closeConfirm')}
          onConfirm={() => save(true)}
          onClose={() => setAskingClose(false)}
          testId="close-modal"
        />
      ) : null}
    </form>
  );
}
