import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { clearDraft } from '../../shared/assignment/draft';
import { useT } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { Button, Field, Spinner, useMounted } from '../../shared/ui';
import { DateField } from '../../shared/ui/DateField';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { EndpointFields } from './EndpointFields';
import { assignmentQuery, createAssignment, refreshAssignmentData, type AssignmentAsset } from './api';
import { checkAssignmentForm, type AssignmentForm, type AssignmentFormErrors, type AssignmentFormProblem } from './assignmentForm';
import { ASSIGNMENTS_PATH } from './paths';
import { clearTypedForm, readTypedForm, startingForm, withTyped, writeTypedForm } from './typedForm';

export interface AssignmentAddFormProps {
  divisionId: number;
  divisionName: string;
  /** The draft's assets as the server has them now, none on an assignment. */
  assets: readonly AssignmentAsset[];
}

/** The fields of a new assignment; saving posts it, clears the draft and goes to the list (docs/assignments.md). */
export function AssignmentAddForm({ divisionId, divisionName, assets }: AssignmentAddFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  // Drawn after mount only (AssignmentAdd), so storage can be read here: what was typed before comes back.
  const [form, setForm] = useState<AssignmentForm>(() => startingForm(readTypedForm(), divisionId, assets));
  const [errors, setErrors] = useState<AssignmentFormErrors>({});
  const [pending, setPending] = useState(false);
  const focusInvalid = useFocusFirstInvalid();

  function change(patch: Partial<AssignmentForm>) {
    setForm((f) => ({ ...f, ...patch }));
    // Kept as typed until saved: a refusal that empties the draft (and so this form) loses nothing.
    writeTypedForm(withTyped(readTypedForm(), divisionId, patch));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof AssignmentFormErrors];
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || assets.length === 0) return;
    const check = checkAssignmentForm(divisionId, assets, form);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid(event.currentTarget);
      return;
    }
    setPending(true);
    try {
      const saved = await createAssignment(check.input);
      queryClient.setQueryData(assignmentQuery(String(saved.id)).queryKey, saved);
      clearDraft();
      clearTypedForm();
      toast.success(t('assignment.toast.added'));
      navigate(ASSIGNMENTS_PATH);
      await refreshAssignmentData(queryClient);
    } catch {
      // The API client has toasted the server's messages. An asset that went onto another assignment
      // meanwhile (409) is asked for again, and the screen then takes it out of the draft.
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      setPending(false);
    }
  }

  const problem = (p: AssignmentFormProblem | undefined) => (p === 'date' ? t('assignment.add.badDate') : p === 'deliverBeforePickup' ? t('assignment.add.deliverBeforePickup') : null);

  return (
    <form method="post" onSubmit={onSubmit} noValidate data-testid="assignment-form">
      <dl className="row mb-2">
        <dt className="col-sm-3">{t('assignment.fields.division')}</dt>
        <dd className="col-sm-9" data-testid="assignment-add-division">
          {divisionName}
        </dd>
        <dt className="col-sm-3">{t('assignment.fields.assets')}</dt>
        <dd className="col-sm-9">
          <ul className="list-unstyled mb-0" data-testid="assignment-add-assets">
            {assets.map((a) => (
              <li key={a.id} data-asset-id={a.id}>
                {a.title}
                {a.theirRef ? <span className="text-body-secondary">{` (${a.theirRef})`}</span> : null}
              </li>
            ))}
          </ul>
        </dd>
      </dl>

      <div className="row g-3">
        <EndpointFields divisionId={divisionId} value={form} onChange={change} />
        <div className="col-md-4">
          <DateField id="assignment-pickup" label={t('assignment.fields.pickupOn')} value={form.pickupOn} error={problem(errors.pickupOn)} onChange={(pickupOn) => change({ pickupOn })} testId="assignment-pickup" />
        </div>
        <div className="col-md-4">
          <DateField id="assignment-deliver" label={t('assignment.fields.deliverOn')} value={form.deliverOn} error={problem(errors.deliverOn)} onChange={(deliverOn) => change({ deliverOn })} testId="assignment-deliver" />
        </div>
        <div className="col-md-4">
          <Field id="assignment-po" label={t('assignment.fields.poNumber')} value={form.poNumber} maxLength={100} autoComplete="off" onChange={(e) => change({ poNumber: e.target.value })} />
        </div>
      </div>

      <Button type="submit" disabled={!mounted || pending || assets.length === 0} data-testid="assignment-save">
        {pending ? <Spinner small className="me-2" /> : null}
        {t('assignment.add.save')}
      </Button>
    </form>
  );
}
