import type { CompressOptions } from 'koa-compress';

// koa-compress 5 reads `ctx.compress` after the response is made (false: send as is;
// true: compress whatever the type; options: these for this response), and its types
// package does not declare it.
declare module 'koa' {
  interface ExtendableContext {
    compress?: boolean | CompressOptions;
  }
}
