import type {
  Client,
  ClientAccessRequest as ClientAccessRequestDto,
  ClientAccessStatus,
  ClientMember,
} from '../../sync/contract';
import type { ClientAccessRequest, User } from '../models';
import { iso } from './dates';

type Account = Pick<User, 'id' | 'username' | 'email' | 'fullName' | 'company'>;

function presentAccount(user: Account) {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    company: user.company,
  };
}

export function presentMember(user: User): ClientMember {
  return {
    ...presentAccount(user),
    grantedAt: iso(user.clientAccessGrantedAt),
  };
}

export function presentAccessRequest(request: ClientAccessRequest, user: Account) {
  return {
    id: request.id,
    ...presentAccount(user),
    client: request.client,
    requestedAt: iso(request.createdAt),
  } satisfies ClientAccessRequestDto;
}

export function presentClient(
  name: string,
  projectCount: number,
  members: User[],
  requests: { request: ClientAccessRequest; user: User }[],
): Client {
  return {
    name,
    projectCount,
    members: members.map(presentMember),
    requests: requests.map(({ request, user }) => presentAccessRequest(request, user)),
  };
}

/** What a customer is told about their own access, in words the app shows as they are. */
export function presentAccessStatus(
  user: User,
  request: ClientAccessRequest | null,
): ClientAccessStatus {
  const pendingRequest = request
    ? { client: request.client, requestedAt: iso(request.createdAt) }
    : null;
  return {
    client: user.scopedClient,
    pendingRequest,
    message: accessMessage(user, request?.client ?? null),
  };
}

function accessMessage(user: User, pending: string | null): string {
  if (user.role !== 'customer') return 'Only customer accounts belong to a client.';
  const client = user.scopedClient;
  if (client) return `You have access to ${client}.`;
  if (pending) {
    return `Your access to ${pending} is waiting for approval by a Parley administrator or a member of ${pending}.`;
  }
  return 'Your account is not linked to a client yet. A Parley administrator or a colleague who already uses Parley can give you access.';
}
