/**
 * The research lists' cache keys, by API path like every list, so each view of a list
 * shares one cache entry and a change refreshes what it touched (see refreshResearch).
 */
export const projectsKey = ['/api/projects'] as const;
/** Newest first, as the server sends them. */
export const interviewsKey = ['/api/interviews'] as const;
