import type { User as UserDto } from '../../sync/contract';
import type { User } from '../models';
import { iso } from './dates';

/** What a client may know about an account: never the password hash. */
export function presentUser(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    company: user.company,
    clientAccess: user.clientAccess,
    role: user.role,
    createdAt: iso(user.createdAt),
  };
}
