import type { Project } from '../../sync/contract/projects';

/** Every dialog the employee dashboard opens; one shows at a time per level. */
export type DialogRequest =
  | { kind: 'newProject' }
  | { kind: 'editProject'; project: Project }
  | { kind: 'newInterview'; projectId?: string }
  | { kind: 'project'; projectId: string }
  | { kind: 'interview'; interviewId: string };

export type OpenDialog = (request: DialogRequest) => void;
