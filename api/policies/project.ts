import type { Project, User } from '../models';
import { canAccessClient } from './client';

export function canCreateProject(user: User): boolean {
  return user.role === 'admin' || (user.role === 'customer' && user.scopedClient !== null);
}

export function canReadProject(user: User, project: Project): boolean {
  return canAccessClient(user, project.client);
}

export function canUpdateProject(user: User, project: Project): boolean {
  return canAccessClient(user, project.client);
}
