// The expert's interview lists take only paging input (`limit`, `cursor`): the signed-in
// expert is the only other parameter, and the response is `InterviewListSchema`.
export { PageQuerySchema } from '../../../sync/contract/pagination';
