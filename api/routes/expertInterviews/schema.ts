// The expert's interview lists take paging input (`limit`, `cursor`) and `include`: the
// signed-in expert is the only other parameter, and the response is `InterviewListSchema`.
export { InterviewPageQuerySchema } from '../../../sync/contract/interviews';
