import { z } from 'zod';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document the server generates from the
 * endpoints table. Only its outline is typed here; the reference page reads the rest.
 */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;
