export {
  ClientAccessRequestParamsSchema,
  ClientMemberParamsSchema,
  GrantClientAccessRequestSchema,
  ManagedClientParamsSchema,
  RequestClientAccessRequestSchema,
} from '../../../sync/contract';
