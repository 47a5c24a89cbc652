// The expert's interview lists take no input: the signed-in expert is the only parameter,
// and the response is `InterviewListSchema` from sync/contract.
export {};
