/** An OpenAPI response (or body) of JSON described by a zod schema: `200: jsonContent(Schema, "The bag")`. */
export function jsonContent<T>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
