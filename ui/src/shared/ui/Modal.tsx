import type { FormEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useT } from '../i18n/useT';
import { cx } from './cx';
import { AriaLocale } from './AriaLocale';

export interface ModalProps {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** Escape, a click outside, the close button and (by convention) Cancel all call this. */
  onClose: () => void;
  /** The body. */
  children: ReactNode;
  /** Buttons at the bottom (Bootstrap's modal-footer). */
  footer?: ReactNode;
  /**
   * When given, body and footer sit in one <form> (noValidate) and a submit button in the footer submits it.
   * The submit event stops there, so a modal opened inside another form never submits that one.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** data-testid of the dialog element. */
  testId?: string;
  size?: 'sm' | 'lg' | 'xl';
  /** false while something is being saved: Escape and outside clicks then do nothing. Default true. */
  dismissable?: boolean;
}

/**
 * The one modal shell: react-aria's ModalOverlay/Modal/Dialog (focus trap, Escape, outside click, scroll lock,
 * the dialog named by its heading) in Bootstrap modal markup. Render it only while open, `{open ? <X/> : null}`:
 * then a closed modal costs the server render nothing and the server never draws one.
 */
export function Modal({ title, onClose, children, footer, onSubmit, testId, size, dismissable = true }: ModalProps) {
  const t = useT();
  const inner = (
    <>
      <div className="modal-body">{children}</div>
      {footer ? <div className="modal-footer">{footer}</div> : null}
    </>
  );
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen
        onOpenChange={(open) => (open ? undefined : onClose())}
        isDismissable={dismissable}
        isKeyboardDismissDisabled={!dismissable}
        className="modal d-block plinth-modal-overlay"
      >
        <AriaModal className={cx('modal-dialog modal-dialog-centered modal-dialog-scrollable', size && `modal-${size}`)}>
          <Dialog className="modal-content" data-testid={testId}>
            <div className="modal-header">
              <Heading slot="title" className="modal-title h5">
                {title}
              </Heading>
              <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} disabled={!dismissable} />
            </div>
            {onSubmit ? (
              <form
                className="d-flex flex-column overflow-hidden"
                noValidate
                onSubmit={(event) => {
                  // React bubbles events along the component tree, through the portal: without this, a modal
                  // opened from inside another form would submit that form too.
                  event.stopPropagation();
                  onSubmit(event);
                }}
              >
                {inner}
              </form>
            ) : (
              inner
            )}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </AriaLocale>
  );
}
