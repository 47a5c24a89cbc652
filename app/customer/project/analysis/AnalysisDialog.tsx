import type { ReactNode } from 'react';
import type { AnalysisResult } from '../../../../sync/contract/customer';
import type { Project } from '../../../../sync/contract/projects';
import { Dialog } from '../../../ui/Dialog';

/** What New Graph and New List are opened with; `retrying` fills them from a failed analysis. */
export interface NewAnalysisDialogProps {
  project: Project;
  retrying?: AnalysisResult;
  onClose: () => void;
}

/**
 * The frame of the New Graph and New List dialogs: always open while mounted, closed
 * by its owner, and not dismissable while a generation is under way.
 */
export function AnalysisDialog({
  title,
  description,
  isPending,
  onClose,
  children,
}: {
  title: string;
  description: string;
  isPending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable={!isPending}
      title={title}
      description={description}
    >
      {children}
    </Dialog>
  );
}
