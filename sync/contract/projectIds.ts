// No zod here: the app's screens read project ids without loading the schemas.

/** Project ids carry this prefix; `/customer/{x}` uses it to tell a project from a client. */
export const PROJECT_ID_PREFIX = 'prj_';
export function isProjectId(value: string): boolean {
  return value.startsWith(PROJECT_ID_PREFIX);
}

/**
 * A client (or a customer's company, which becomes their client) named like a project
 * id would open as a project at `/customer/{x}`, so such names are refused.
 */
export const PROJECT_ID_LIKE_NAME = `Names starting with '${PROJECT_ID_PREFIX}' are kept for project ids`;
