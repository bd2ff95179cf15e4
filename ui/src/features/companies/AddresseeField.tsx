import { useState, type FormEvent } from 'react';
import { useT } from '../../shared/i18n';
import { Button, TextAreaField } from '../../shared/ui';
import { Modal } from '../../shared/ui/Modal';

export interface AddresseeFieldProps {
  /** Unique on the page: prefixes the element ids. */
  id: string;
  /** Test ids: `<testId>` (the text), `<testId>-edit`, `<testId>-modal`, `<testId>-modal-apply`. */
  testId: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * An invoice addressee (docs/companies.md): a multi-line text shown as written on the page and edited in a modal.
 * Applying the modal changes the form's draft; the form's own save sends it.
 */
export function AddresseeField({ id, testId, value, onChange, disabled }: AddresseeFieldProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const labelId = `${id}-addressee-label`;
  const valueId = `${id}-addressee-value`;
  // A group named by the label; the button is described by the text it edits, so a screen reader tells one
  // division's "Edit addressee" from the next.
  return (
    <div className="mb-3" role="group" aria-labelledby={labelId}>
      <div className="form-label" id={labelId}>
        {t('companies.fields.invoiceAddressee')}
      </div>
      <div className="d-flex align-items-start gap-2">
        <div className="flex-grow-1 border rounded px-2 py-1 bg-body-tertiary plinth-multiline" id={valueId} data-testid={testId}>
          {value.trim() ? value : <span className="text-body-secondary">{t('companies.edit.noAddressee')}</span>}
        </div>
        <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={() => setEditing(true)} aria-describedby={valueId} data-testid={`${testId}-edit`}>
          {t('companies.edit.editAddressee')}
        </Button>
      </div>
      {editing ? (
        <AddresseeModal
          id={`${id}-addressee`}
          testId={`${testId}-modal`}
          value={value}
          onApply={(next) => {
            onChange(next);
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}

function AddresseeModal({ id, testId, value, onApply, onClose }: { id: string; testId: string; value: string; onApply: (value: string) => void; onClose: () => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(text);
  }
  return (
    <Modal
      title={t('companies.fields.invoiceAddressee')}
      onClose={onClose}
      onSubmit={onSubmit}
      testId={testId}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" data-testid={`${testId}-apply`}>
            {t('common.apply')}
          </Button>
        </>
      }
    >
      <TextAreaField
        id={`${id}-text`}
        label={t('companies.edit.addresseeLabel')}
        help={t('companies.edit.addresseeHelp')}
        rows={5}
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}
