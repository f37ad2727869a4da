/**
 * The ICPC Contest API 2023-06 JSON schemas (test/fixtures/ccs-2023-06, kept verbatim, see its README) in
 * one validator. The files are loaded as published; three things are adjusted in memory only, so that one
 * ajv instance can hold them: each gets the same base `$id` (the published ones point at two different
 * branches, and their relative `common.json#/…` references must meet one common.json), `$schema` is dropped
 * (some name older drafts, some the 2020-12 meta-schema over http), and common.json gets back the ORDINAL
 * definition that problem.json and run.json still refer to (`{type: integer, minimum: 0}`, as common.json
 * defined it before it was inlined).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ccs-2023-06');
const BASE = 'https://ccs-specs.test/2023-06/';

function load(file: string): Record<string, unknown> {
  const schema: unknown = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    throw new Error(`${file}: not a schema`);
  const { $schema: _meta, ...rest } = schema as Record<string, unknown>;
  return { ...rest, $id: `${BASE}${file}` };
}

export type CcsSchemas = {
  /** Throws with ajv's errors when `data` does not match schema `file` (e.g. 'team.json'). */
  check(file: string, data: unknown, what?: string): void;
};

export function loadCcsSchemas(): CcsSchemas {
  // The API's numbers are decimal multiples of 0.001 (0.123 s); in binary floating point 0.123 / 0.001 is
  // not an integer, so multipleOf is checked to 9 digits.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  for (const file of fs.readdirSync(DIR).filter((name) => name.endsWith('.json'))) {
    const schema = load(file);
    if (file === 'common.json' && !('ordinal' in schema)) schema.ordinal = { type: 'integer', minimum: 0 };
    ajv.addSchema(schema);
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
    check(file, data, what = file) {
      let validate = compiled.get(file);
      if (!validate) {
        validate = ajv.getSchema(`${BASE}${file}`);
        if (!validate) throw new Error(`no schema ${file}`);
        compiled.set(file, validate);
      }
      if (!validate(data)) {
        const errors = (validate.errors ?? []).map(
          (error: ErrorObject) => `${error.instancePath} ${error.message}`,
        );
        throw new Error(`${what} does not match ${file}: ${errors.join('; ')}\n${JSON.stringify(data)}`);
      }
    },
  };
}
