import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify (Fastify's own compiled serializer) from JSON
 * Schema derived once, at start-up, from each route's zod response schema: no zod at run time.
 * It writes only the properties a schema declares, so a field a presenter adds by mistake (a
 * password hash) never reaches a response. Requests are still validated with zod.
 */
export const compiledSerializerCompiler = ({ schema }: { schema: unknown }) => {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete jsonSchema.$schema;
  const stringify = fastJson(jsonSchema);
  return (data: unknown) => stringify(data);
};
