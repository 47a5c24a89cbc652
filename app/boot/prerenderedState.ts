import type { DehydratedState } from '@tanstack/react-query';
import { dataBlock, readDataBlock, SERVER_RENDERED } from '../../sync/contract/serverRendered';

/**
 * What the server renderer saw, handed to the browser so its first render matches the
 * HTML it hydrates: react-query's cache at render time (the signed-in user, the
 * interview).
 */
export interface PrerenderedState {
  queries: DehydratedState;
}

export const prerenderedStateElement = (state: PrerenderedState) =>
  dataBlock(SERVER_RENDERED.state, state);

/** The state the server rendered with, or null when the page was not server-rendered. */
export const readPrerenderedState = (document: Document) =>
  readDataBlock<PrerenderedState>(document, SERVER_RENDERED.state);
