import type { Session } from 'koa-session/dist/commonjs/session.js';

// koa-session 7 adds `ctx.session` at runtime but ships no augmentation for it.
declare module 'koa' {
  interface ExtendableContext {
    session: (Session & ParleySessionData) | null;
  }
}

/** What Parley keeps in a session. */
interface ParleySessionData {
  userId?: string;
  /** The account this session created through expert signup or an inquiry, until its password is set. */
  pendingPasswordUserId?: string;
}
