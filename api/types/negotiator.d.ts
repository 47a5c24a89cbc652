// negotiator 1.x, the copy koa-compress uses; @types/negotiator describes 0.6, which has
// no `preferred` option. Only what Parley calls is declared.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The client's most preferred of `available`; undefined when it refuses all of them. */
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
}
