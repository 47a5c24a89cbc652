import Koa from 'koa';

/** The baseline: bare Koa answering a tiny JSON body, no middleware, no database. */
const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`hello-world listening on ${typeof address === 'object' && address?.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
