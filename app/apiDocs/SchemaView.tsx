import type { OpenApiDocument } from '../../sync/contract/apiDocs';
import * as styles from './apiDocs.css';
import { type JsonSchema, resolveRef } from './openApiModel';

/** Deep enough for every shape Parley sends; a cycle stops here instead of looping. */
const MAX_DEPTH = 6;

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function withoutNull(schemas: JsonSchema[]): { rest: JsonSchema[]; nullable: boolean } {
  const rest = schemas.filter((schema) => schema.type !== 'null');
  return { rest, nullable: rest.length < schemas.length };
}

/** A one-line type: 'string', 'string or null', 'array of Error', "'list' | 'graph'". */
export function typeLabel(schema: JsonSchema | undefined, document: OpenApiDocument): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const { rest, nullable } = withoutNull(union);
    const label = rest.map((inner) => typeLabel(inner, document)).join(' or ');
    return nullable ? `${label} or null` : label;
  }
  if (schema.allOf) return schema.allOf.map((inner) => typeLabel(inner, document)).join(' and ');
  if (Array.isArray(schema.type)) {
    return schema.type
      .map((type) => (type === 'array' ? arrayLabel(schema, document) : type))
      .join(' or ');
  }
  if (schema.type === 'array') return arrayLabel(schema, document);
  if (schema.type === 'string' && schema.format) return `string (${schema.format})`;
  return schema.type ?? (schema.properties ? 'object' : 'any');
}

function arrayLabel(schema: JsonSchema, document: OpenApiDocument): string {
  return `array of ${typeLabel(schema.items, document)}`;
}

/** The object whose fields a schema shows, looking through refs, arrays and nullables. */
function objectOf(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): JsonSchema | undefined {
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (schema.$ref) return objectOf(resolveRef(document, schema.$ref), document, depth + 1);
  if (schema.properties) return schema;
  if (schema.items) return objectOf(schema.items, document, depth + 1);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const { rest } = withoutNull(union);
    if (rest.length === 1) return objectOf(rest[0], document, depth + 1);
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return objectOf(schema.additionalProperties, document, depth + 1);
  }
  return undefined;
}

/**
 * A schema as a readable tree: its type, then each field with its type, whether it
 * is required and its description; nested objects indent under their field.
 */
export function SchemaView({
  schema,
  document,
}: {
  schema: JsonSchema | undefined;
  document: OpenApiDocument;
}) {
  const object = objectOf(schema, document);
  return (
    <>
      <span className={styles.fieldType}>{typeLabel(schema, document)}</span>
      {object && <FieldList object={object} document={document} depth={0} />}
    </>
  );
}

function FieldList({
  object,
  document,
  depth,
}: {
  object: JsonSchema;
  document: OpenApiDocument;
  depth: number;
}) {
  const required = new Set(object.required ?? []);
  return (
    <ul className={styles.fields}>
      {Object.entries(object.properties ?? {}).map(([name, field]) => {
        const nested = depth < MAX_DEPTH ? objectOf(field, document) : undefined;
        return (
          <li key={name}>
            <span className={styles.fieldName}>{name}</span>{' '}
            <span className={styles.fieldType}>{typeLabel(field, document)}</span>{' '}
            <span className={styles.fieldNote}>
              {required.has(name) ? 'required' : 'optional'}
              {field.description ? ` — ${field.description}` : ''}
            </span>
            {nested && <FieldList object={nested} document={document} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
