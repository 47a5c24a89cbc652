import type { DialogRequest } from './dialogRequests';
import { InterviewDetail } from './InterviewDetail';
import { InterviewDialog } from './InterviewDialog';
import { ProjectDetail } from './ProjectDetail';
import { ProjectDialog } from './ProjectDialog';
import { useProjects } from './useProjects';

export interface AdminDialogProps {
  request: DialogRequest;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The dialog a request names, fed from the cached project list. */
export function AdminDialog({ request, isOpen, onOpenChange }: AdminDialogProps) {
  const projects = useProjects().data ?? [];
  const dialog = { isOpen, onOpenChange };
  switch (request.kind) {
    case 'newProject':
    case 'editProject':
      return (
        <ProjectDialog
          {...dialog}
          project={request.kind === 'editProject' ? request.project : undefined}
          existingClients={projects.map((project) => project.client)}
        />
      );
    case 'newInterview':
      return (
        <InterviewDialog {...dialog} projects={projects} initialProjectId={request.projectId} />
      );
    case 'project':
      return <ProjectDetail {...dialog} projectId={request.projectId} />;
    case 'interview':
      return <InterviewDetail {...dialog} interviewId={request.interviewId} />;
  }
}
