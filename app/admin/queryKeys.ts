/**
 * The admin lists' cache keys, by API path like the other screens, so every view of a
 * list shares one cache entry and a mutation can refresh what it changed.
 */
export const projectsKey = ['/api/projects'] as const;
/** Newest first, as the server sends them. */
export const interviewsKey = ['/api/interviews'] as const;
