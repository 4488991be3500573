import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false };

function ajv(options: Options): Ajv {
  const instance = new Ajv({ ...common, ...options });
  addFormats(instance);
  return instance;
}

/**
 * Query strings and path params arrive as text, so they are coerced to the declared types
 * ("2" → 2). JSON bodies already carry types: a number where a string is declared is the
 * client's mistake and answers 400 instead of being turned into "42" (Fastify would coerce both).
 */
export function installValidators(app: FastifyInstance): void {
  const coercing = ajv({ coerceTypes: 'array' });
  const exact = ajv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
}
