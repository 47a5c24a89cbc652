/** Below this width the dashboard stacks into one column and the top bar wraps. */
export const PHONE = 'screen and (max-width: 640px)';
