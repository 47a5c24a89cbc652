import { useAllProjects } from '../api/queries/projects';
import type { DialogRequest } from './dialogRequests';
import { InterviewDetail } from './InterviewDetail';
import { InterviewDialog } from './InterviewDialog';
import { ProjectDetail } from './ProjectDetail';
import { ProjectDialog } from './ProjectDialog';

export interface AdminDialogProps {
  request: DialogRequest;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The dialog a request names. The forms offer every project and every client already
 * used, so they read the whole project list (useAllProjects), not the page on screen.
 */
export function AdminDialog({ request, isOpen, onOpenChange }: AdminDialogProps) {
  const projects = useAllProjects().data ?? [];
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
