import { useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/useT';
import type { ListedAssignment } from '../storage/storedList';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { addByReference, type AssignmentByRef } from './byRef';

export interface AssignmentRefAdderProps {
  id: string;
  /** The list so far: a reference already on it is refused. */
  entries: readonly ListedAssignment[];
  /** The list with the new assignment at its end. */
  onChange: (entries: readonly ListedAssignment[], added: AssignmentByRef) => void;
  testId?: string;
}

/**
 * "Add an assignment by its reference" (docs/assignments.md): a field and a button;
 * Enter adds too (it never submits the form around it). The warning for an unknown or repeated reference
 * shows under the field until the reference changes.
 */
export function AssignmentRefAdder({ id, entries, onChange, testId = 'assignment-ref' }: AssignmentRefAdderProps) {
  const t = useT();
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function add() {
    if (pending) return;
    setPending(true);
    try {
      const result = await addByReference(entries, reference);
      if (result.kind === 'invalid') setProblem(t('assignmentRef.invalid'));
      else if (result.kind === 'duplicate') setProblem(t('assignmentRef.duplicate'));
      else if (result.kind === 'blank') setProblem(t('assignmentRef.blank'));
      else {
        onChange(result.entries, result.found);
        setReference('');
        setProblem(null);
      }
    } catch {
      // The API client has shown the failure.
    } finally {
      setPending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  }

  return (
    <div className="d-flex gap-2 align-items-start" data-testid={testId}>
      <Field
        id={id}
        className="flex-grow-1"
        label={t('assignmentRef.label')}
        value={reference}
        error={problem}
        autoComplete="off"
        onKeyDown={onKeyDown}
        onChange={(e) => {
          setReference(e.target.value);
          setProblem(null);
        }}
        data-testid={`${testId}-input`}
      />
      <Button variant="outline-primary" className="mt-4" onClick={() => void add()} disabled={pending} data-testid={`${testId}-add`}>
        {pending ? <Spinner small className="me-2" /> : null}
        {t('assignmentRef.add')}
      </Button>
    </div>
  );
}
