export {
  ClientAccessRequestParamsSchema,
  ClientMemberParamsSchema,
  GrantClientAccessRequestSchema,
  ManagedClientParamsSchema,
} from '../../../sync/contract';
