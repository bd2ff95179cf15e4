import { useT } from '../../shared/i18n';
import { Button } from '../../shared/ui';
import { Modal } from '../../shared/ui/Modal';
import type { Asset } from './api';
import { assetPath } from './paths';

export interface DuplicateModalProps {
  /** Assets of the company with the same title. */
  matches: readonly Asset[];
  onContinue: () => void;
  onCancel: () => void;
}

/** Before an add, assets with the same title are listed; the user may continue or cancel (docs/inventory.md). */
export function DuplicateModal({ matches, onContinue, onCancel }: DuplicateModalProps) {
  const t = useT();
  return (
    <Modal
      title={t('inventory.duplicates.title')}
      onClose={onCancel}
      testId="duplicate-modal"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} data-testid="duplicate-cancel">
            {t('common.cancel')}
          </Button>
          <Button onClick={onContinue} data-testid="duplicate-continue">
            {t('inventory.duplicates.continue')}
          </Button>
        </>
      }
    >
      <p>{t('inventory.duplicates.message')}</p>
      <ul className="list-group">
        {matches.map((a) => (
          <li key={a.id} className="list-group-item" data-testid="duplicate-match">
            {/* A new tab: following it here would lose the form. */}
            <a href={assetPath(a.id)} target="_blank" rel="noreferrer">
              {a.title}
            </a>
            <span className="small text-body-secondary ms-2">
              {[a.artist, a.theirRef, a.companyDivision].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
