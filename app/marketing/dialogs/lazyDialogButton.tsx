import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../ui/Button';

/** What a dialog opened by a `LazyDialogButton` receives. */
export interface OpenableDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export type DialogButtonProps = Omit<ButtonProps, 'onPress'>;

type DialogLoader = () => Promise<ComponentType<OpenableDialogProps>>;

/** A dialog whose code (forms, react-hook-form, zod) is its own chunk. */
export interface LazyDialog {
  load: DialogLoader;
  Component: ComponentType<OpenableDialogProps>;
}

export function lazyDialog(load: DialogLoader): LazyDialog {
  return { load, Component: lazy(async () => ({ default: await load() })) };
}

/**
 * A Button that opens a lazy dialog. The chunk is fetched when the pointer first hovers
 * the button, or on the first press. Each opening mounts a fresh dialog, so a closed
 * dialog never comes back half-way through a later step.
 */
export function LazyDialogButton({
  dialog,
  onHoverStart,
  ...props
}: DialogButtonProps & { dialog: LazyDialog }) {
  const [openings, setOpenings] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const Dialog = dialog.Component;
  return (
    <>
      <Button
        {...props}
        onHoverStart={(event) => {
          // Only a warm-up: a failure here shows up (and is handled) on press.
          void dialog.load().catch(() => undefined);
          onHoverStart?.(event);
        }}
        onPress={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      />
      {openings > 0 && (
        <Suspense fallback={null}>
          <Dialog key={openings} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
