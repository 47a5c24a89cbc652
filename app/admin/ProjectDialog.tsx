import type { Project } from '../../sync/contract/projects';
import { Dialog } from '../ui/Dialog';
import { ProjectForm } from './ProjectForm';

export interface ProjectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Edit mode when set (spec section 2: the edit button opens the dialog prefilled). */
  project?: Project;
  existingClients: readonly string[];
}

/**
 * New Project / Edit Project. It closes on success; the parent mounts a fresh one per
 * opening, so the next opening starts from a clean form (spec section 4).
 */
export function ProjectDialog({
  isOpen,
  onOpenChange,
  project,
  existingClients,
}: ProjectDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={project ? 'Edit Project' : 'New Project'}
      description={
        project
          ? 'Changes to the questions apply to interviews created from now on.'
          : 'Create an interview project with the questions every interview will ask.'
      }
    >
      {({ close }) => (
        <ProjectForm
          project={project}
          existingClients={existingClients}
          onSaved={close}
          onCancel={close}
        />
      )}
    </Dialog>
  );
}
