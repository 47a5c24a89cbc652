import { type ReactNode, useRef } from 'react';
import { FocusScope, useDialog, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import * as styles from './Dialog.css';
import { useKeepsToastRoom } from './toast/toastSpace';

export interface ServerRenderedDialogProps {
  title: ReactNode;
  description?: ReactNode;
  size: keyof typeof styles.sizes;
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * A modal dialog the server can render: react-aria's Modal draws itself in a portal only
 * once the app runs in the browser, so a page that opens on a dialog (the interview's
 * confidentiality terms) would show an empty page until its JavaScript loaded, and then
 * paint the dialog anew. This one is drawn in place, from the same styles, and the
 * browser hydrates the very same elements: the same modal behaviour (focus kept inside,
 * the page behind inert, scrolling locked, Escape when dismissable) with react-aria's
 * hooks. (Until hydration the whole page is held: see HELD_UNTIL_HYDRATED.)
 */
export function ServerRenderedDialog({
  title,
  description,
  size,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  onOpenChange,
  children,
}: ServerRenderedDialogProps) {
  const state = useOverlayTriggerState({ isOpen: true, onOpenChange });
  useKeepsToastRoom();
  const modalRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    modalRef,
  );
  const { dialogProps, titleProps } = useDialog({}, dialogRef);
  return (
    <div {...underlayProps} className={styles.overlay}>
      <div {...modalProps} ref={modalRef} className={`${styles.modal} ${styles.sizes[size]}`}>
        <FocusScope contain restoreFocus>
          <div
            role="dialog"
            {...dialogProps}
            ref={dialogRef}
            aria-modal="true"
            className={styles.dialog}
          >
            <div className={styles.header}>
              <h2 {...titleProps} className={styles.title}>
                {title}
              </h2>
            </div>
            {description && <p className={styles.description}>{description}</p>}
            <div className={styles.body}>{children}</div>
          </div>
        </FocusScope>
      </div>
    </div>
  );
}
