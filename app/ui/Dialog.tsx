import { type ReactNode, useState } from 'react';
import { useIsSSR } from 'react-aria';
import {
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RacDialog,
  Modal as RacModal,
} from 'react-aria-components';
import { Button } from './Button';
import * as styles from './Dialog.css';
import { Icon } from './Icon';
import { ServerRenderedDialog } from './ServerRenderedDialog';
import { useKeepsToastRoom } from './toast/toastSpace';

export { DialogTrigger } from 'react-aria-components';

export interface DialogProps extends Omit<ModalOverlayProps, 'className' | 'children' | 'style'> {
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a full-screen toggle next to the close button. */
  allowFullscreen?: boolean;
  /** Hide the × button (e.g. a flow step that must be finished). */
  hideCloseButton?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode | ((state: { close: () => void }) => ReactNode);
}

/**
 * A modal dialog: focus is trapped inside and returns to the trigger on close; Escape
 * and (when `isDismissable`, the default) a click outside close it. Use it controlled
 * (`isOpen` / `onOpenChange`) or inside a `DialogTrigger` with a Button.
 */
export function Dialog({
  title,
  description,
  size = 'md',
  allowFullscreen = false,
  hideCloseButton = false,
  role,
  children,
  isDismissable = true,
  ...overlayProps
}: DialogProps) {
  const [isFullscreen, setFullscreen] = useState(false);
  // Open when the server rendered the page: it stays the in-place dialog the browser
  // hydrated, so nothing is drawn twice.
  const isSSR = useIsSSR();
  const [renderedOnServer] = useState(isSSR);
  if (renderedOnServer) {
    if (!overlayProps.isOpen) return null;
    return (
      <ServerRenderedDialog
        title={title}
        description={description}
        size={size}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={overlayProps.isKeyboardDismissDisabled}
        onOpenChange={overlayProps.onOpenChange}
      >
        {typeof children === 'function'
          ? children({ close: () => overlayProps.onOpenChange?.(false) })
          : children}
      </ServerRenderedDialog>
    );
  }
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      className={`${styles.overlay} ${isFullscreen ? styles.fullscreenOverlay : ''}`}
    >
      <RacModal
        className={`${styles.modal} ${styles.sizes[size]} ${isFullscreen ? styles.fullscreen : ''}`}
      >
        <KeepsToastRoom />
        <RacDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <div className={styles.headerActions}>
                  {allowFullscreen && (
                    <Button
                      variant="ghost"
                      size="sm"
                      // A toggle: one name, its state in aria-pressed (the icon shows it too).
                      aria-label="Full screen"
                      aria-pressed={isFullscreen}
                      onPress={() => setFullscreen((value) => !value)}
                    >
                      <Icon name={isFullscreen ? 'collapse' : 'expand'} />
                    </Button>
                  )}
                  {!hideCloseButton && (
                    <Button variant="ghost" size="sm" aria-label="Close" onPress={close}>
                      <Icon name="close" />
                    </Button>
                  )}
                </div>
              </div>
              {description && <p className={styles.description}>{description}</p>}
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </RacDialog>
      </RacModal>
    </ModalOverlay>
  );
}

/** Mounted only while the modal shows (open, or animating closed): see useKeepsToastRoom. */
function KeepsToastRoom() {
  useKeepsToastRoom();
  return null;
}

/** The action row at the bottom of a dialog: right-aligned, stacked on phones. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
