import { useState } from 'react';
import type { CreateInterviewResponse } from '../../sync/contract/email';
import type { Project } from '../../sync/contract/projects';
import { Dialog } from '../ui/Dialog';
import { InterviewCreated } from './InterviewCreated';
import { InterviewForm } from './InterviewForm';

export interface InterviewDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  projects: readonly Project[];
  initialProjectId?: string;
}

/** Create Interview: the form, then the generated shareable link (spec section 2). */
export function InterviewDialog({
  isOpen,
  onOpenChange,
  projects,
  initialProjectId,
}: InterviewDialogProps) {
  const [created, setCreated] = useState<CreateInterviewResponse | null>(null);
  // Each new form is a fresh mount, so "Create Another" starts clean, on the same project.
  const [formKey, setFormKey] = useState(0);
  const [projectId, setProjectId] = useState(initialProjectId);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={created ? 'Interview Created' : 'Create Interview'}
      description={
        created ? undefined : 'Create an interview for an expert and get a link to send them.'
      }
    >
      {({ close }) =>
        created ? (
          <InterviewCreated
            interview={created}
            onDone={close}
            onCreateAnother={() => {
              setProjectId(created.projectId);
              setCreated(null);
              setFormKey((key) => key + 1);
            }}
          />
        ) : (
          <InterviewForm
            key={formKey}
            projects={projects}
            initialProjectId={projectId}
            onCreated={setCreated}
            onCancel={close}
          />
        )
      }
    </Dialog>
  );
}
