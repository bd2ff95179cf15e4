import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { AddressModal, addressLine, forwarderAddressesQuery } from '../../shared/address';
import { useT } from '../../shared/i18n';
import type { ShipmentDraftEntry } from '../../shared/shipment';
import { toast } from '../../shared/toast';
import { Button, Card, Field, SelectField, Spinner, Switch, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { DateField } from '../../shared/ui/DateField';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { assignmentByRefQuery, refreshAfterSave, saveShipment, type AssignmentByRef, type Shipment } from './api';
import { AssignmentsPicker } from './AssignmentsPicker';
import type { LegErrors } from './legs';
import { LegsEditor } from './LegsEditor';
import { MODES, SANTA, checkForm, type FormErrors, type FormProblem, type ShipmentForm as Form } from './formRules';

export interface ShipmentFormProps {
  initial: Form;
  /** The saved shipment being edited; none when adding. */
  shipment?: Shipment;
  /** After a successful save (toasted; the caches refreshed). */
  onSaved: (saved: Shipment) => void;
  /** Each change of the assignments (the add screen keeps the draft shipment in step). */
  onAssignmentsChange?: (entries: readonly ShipmentDraftEntry[]) => void;
}

type Question = 'completedAssignments' | 'complete';

/**
 * The one shipment form of add and edit (docs/shipments.md): mode, commencement and
 * conclusion (dd-MMM-yyyy and hh:mm), origin and destination among the forwarder addresses (a new one
 * added here), the legs and the assignments. Saving asks first to ship an assignment already completed,
 * and to mark the shipment completed; the server checks every rule again.
 */
export function ShipmentForm({ initial, shipment, onSaved, onAssignmentsChange }: ShipmentFormProps) {
  const t = useT();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const focusInvalid = useFocusFirstInvalid();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [legErrors, setLegErrors] = useState<LegErrors>({});
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState<Question | null>(null);
  const [addingAddress, setAddingAddress] = useState<'origin' | 'destination' | null>(null);
  const forwarders = useQuery(forwarderAddressesQuery).data ?? [];
  const known = useMemo(() => new Map<number, AssignmentByRef>((shipment?.assignments ?? []).map((a) => [a.id, a])), [shipment]);
  const looked = useQueries({ queries: form.assignments.map((e) => ({ ...assignmentByRefQuery(e.ref), enabled: mounted && !known.has(e.id) })) });
  const shippedBefore = useMemo(() => new Set(shipment?.assignments.map((a) => a.id) ?? []), [shipment]);
  const completedJoining = form.assignments.filter((e, i) => !shippedBefore.has(e.id) && (known.get(e.id) ?? looked[i]?.data)?.completed).map((e) => e.ref);

  const change = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (patch.assignments) onAssignmentsChange?.(patch.assignments);
    setErrors({});
    setLegErrors({});
  };

  async function save(confirm: { complete: boolean; completedAssignments: boolean }) {
    const check = checkForm(form, shipment, confirm);
    if (!check.ok) {
      setErrors(check.errors);
      setLegErrors(check.legErrors);
      focusInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      const saved = await saveShipment(check.input);
      toast.success(t(shipment ? 'toast.shipmentUpdated' : 'toast.shipmentAdded'));
      await refreshAfterSave(queryClient, saved);
      onSaved(saved);
    } catch {
      // The API client has toasted the server's messages (a rule refused a value: nothing was saved).
    } finally {
      setPending(false);
    }
  }

  const completing = form.completed && !shipment?.completed;
  /** The questions in turn: completed assignments first, then completing the shipment; none left: null. */
  const nextQuestion = (answered: ReadonlySet<Question>): Question | null => {
    if (completedJoining.length > 0 && !answered.has('completedAssignments')) return 'completedAssignments';
    if (completing && !answered.has('complete')) return 'complete';
    return null;
  };
  const confirmations = { complete: completing, completedAssignments: completedJoining.length > 0 };
  const [answered, setAnswered] = useState<ReadonlySet<Question>>(new Set());
  // The question to ask once the confirm modal closes after an answer (the modal closes itself then).
  const followUp = useRef<Question | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const check = checkForm(form, shipment, { complete: false, completedAssignments: false });
    if (!check.ok) {
      setErrors(check.errors);
      setLegErrors(check.legErrors);
      focusInvalid(formRef.current);
      return;
    }
    setAnswered(new Set());
    const first = nextQuestion(new Set());
    if (first) setAsking(first);
    else void save(confirmations);
  }

  const problem = (p: FormProblem | undefined): string | null => (p ? t(`shipment.problems.${p}`) : null);
  const addressSelect = (end: 'origin' | 'destination') => {
    const key = `${end}AddressId` as const;
    return (
      <div className="col-md-6">
        <SelectField id={`shipment-${end}`} label={t(`shipment.fields.${end}`)} value={form[key]} onChange={(e) => change({ [key]: e.target.value })} data-testid={`shipment-${end}`}>
          <option value="">{t('shipment.form.noAddress')}</option>
          {forwarders.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {addressLine(a)}
            </option>
          ))}
        </SelectField>
        <Button size="sm" variant="link" className="px-0" disabled={!mounted} onClick={() => setAddingAddress(end)} data-testid={`shipment-${end}-add`}>
          {t('address.addForwarderTitle')}
        </Button>
      </div>
    );
  };
  const moment = (end: 'commencement' | 'conclusion') => (
    <>
      <div className="col-md-4">
        <DateField id={`shipment-${end}-on`} label={t(`shipment.fields.${end}On`)} value={form[`${end}On`]} error={problem(errors[`${end}On`])} onChange={(v) => change({ [`${end}On`]: v })} testId={`shipment-${end}-on`} />
      </div>
      <div className="col-md-2">
        <Field
          id={`shipment-${end}-at`}
          label={t('shipment.fields.time')}
          value={form[`${end}At`]}
          placeholder="hh:mm"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          error={problem(errors[`${end}At`])}
          onChange={(e) => change({ [`${end}At`]: e.target.value })}
          data-testid={`shipment-${end}-at`}
        />
      </div>
    </>
  );

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate data-testid="shipment-form">
      <Card className="mb-3">
        <h2 className="h5 card-title mb-3">{t('shipment.form.journey')}</h2>
        <div className="row g-3">
          <div className="col-md-6">
            <SelectField id="shipment-mode" label={t('shipment.fields.mode')} value={form.mode} error={problem(errors.mode)} onChange={(e) => change({ mode: e.target.value })} data-testid="shipment-mode">
              {MODES.map((m) => (
                <option key={m.value} value={m.value}>
                  {t(`shipment.modes.${m.key}`)}
                </option>
              ))}
              <option value={SANTA}>{t('shipment.modes.santa')}</option>
            </SelectField>
          </div>
          <div className="col-md-6 d-flex align-items-end">
            <Switch id="shipment-completed" label={t('shipment.fields.completed')} checked={form.completed} disabled={!mounted} onChange={(completed) => change({ completed })} data-testid="shipment-completed" />
          </div>
          {moment('commencement')}
          {moment('conclusion')}
          {addressSelect('origin')}
          {addressSelect('destination')}
        </div>
      </Card>

      <Card className="mb-3">
        <LegsEditor legs={form.legs} errors={legErrors} disabled={!mounted} onChange={(legs) => change({ legs })} />
      </Card>

      <Card className="mb-3">
        <AssignmentsPicker entries={form.assignments} known={known} error={problem(errors.assignments)} disabled={!mounted} onChange={(assignments) => change({ assignments })} />
      </Card>

      <Button type="submit" disabled={!mounted || pending} data-testid="shipment-save">
        {pending ? <Spinner small className="me-2" /> : null}
        {t('common.save')}
      </Button>

      {asking ? (
        <ConfirmModal
          key={asking}
          title={t(asking === 'complete' ? 'shipment.confirm.completeTitle' : 'shipment.confirm.completedAssignmentsTitle')}
          message={asking === 'complete' ? t('shipment.confirm.complete') : t('shipment.confirm.completedAssignments', { refs: completedJoining.join(', ') })}
          confirmLabel={t('shipment.confirm.yes')}
          onConfirm={async () => {
            const next = new Set(answered).add(asking);
            setAnswered(next);
            followUp.current = nextQuestion(next);
            if (!followUp.current) await save(confirmations);
          }}
          onClose={() => {
            setAsking(followUp.current);
            followUp.current = null;
          }}
          testId="shipment-confirm"
        />
      ) : null}
      {addingAddress ? (
        <AddressModal
          companyDivisionId="forwarder"
          onClose={() => setAddingAddress(null)}
          onSaved={(a) => change({ [`${addingAddress}AddressId`]: String(a.id) })}
        />
      ) : null}
    </form>
  );
}
