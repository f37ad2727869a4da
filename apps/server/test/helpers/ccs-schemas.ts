/**
 * The ICPC Contest API 2023-06 JSON schemas (test/fixtures/ccs-2023-06: the files of the specification's
 * `2023-06` branch, verbatim, see its README) in one validator. They are loaded as published: each file's
 * `$id` must be the 2023-06 branch's (so that a copy from another branch or an older commit cannot slip
 * in), and their `common.json#/…` references meet the one common.json of that branch.
 *
 * One keyword is checked more strictly than ajv would: `multipleOf: 0.001` (run times, time limits). A JSON
 * number is decimal text, and "0.023" is a multiple of 0.001 while "0.023000000000000003" is not; but ajv
 * divides binary doubles, in which 0.023 / 0.001 is 22.999999999999996, so it either rejects good values or,
 * with a tolerance (`multipleOfPrecision`), accepts the float noise the specification forbids (the old
 * helper's tolerance let 0.007000000000000001 through). So each `multipleOf: 10^-k` is checked on the number
 * as the API writes it (JSON.stringify's shortest decimal): at most k decimals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ccs-2023-06');
/** Where the 2023-06 branch's schemas say they live (their `$id`). */
export const CCS_SCHEMA_BASE = 'https://github.com/icpc/ccs-specs/raw/2023-06/json-schema/';

/** How many decimals a number has as JSON writes it: 0.007 → 3, 1e-7 → 7, 12 → 0. */
export function fractionDigits(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent));
}

/** `multipleOf: 0.001` as `decimalPlaces: 3`, anywhere in a schema. */
function withDecimalPlaces(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDecimalPlaces);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key !== 'multipleOf' || typeof value !== 'number') return [key, withDecimalPlaces(value)];
      const places = fractionDigits(value);
      if (value !== 10 ** -places) throw new Error(`multipleOf ${value} is not a power of ten`);
      return ['decimalPlaces', places];
    }),
  );
}

function load(file: string): Record<string, unknown> {
  const schema: unknown = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    throw new Error(`${file}: not a schema`);
  const id = (schema as { $id?: unknown }).$id;
  if (id !== `${CCS_SCHEMA_BASE}${file}`)
    throw new Error(`${file}: $id ${String(id)} is not the 2023-06 branch's`);
  return withDecimalPlaces(schema) as Record<string, unknown>;
}

export type CcsSchemas = {
  /** Every schema file, by name ('team.json'). */
  files: readonly string[];
  /** Throws with ajv's errors when `data` does not match schema `file` (e.g. 'team.json'). */
  check(file: string, data: unknown, what?: string): void;
};

export function loadCcsSchemas(): CcsSchemas {
  // strict: false for the published files' own extras (common.json's definitions at the top level).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addKeyword({
    keyword: 'decimalPlaces',
    type: 'number',
    schemaType: 'number',
    validate: (places: number, data: number) => fractionDigits(data) <= places,
  });
  const files = fs.readdirSync(DIR).filter((name) => name.endsWith('.json'));
  for (const file of files) ajv.addSchema(load(file));
  const compiled = new Map<string, ValidateFunction>();
  return {
    files,
    check(file, data, what = file) {
      let validate = compiled.get(file);
      if (!validate) {
        validate = ajv.getSchema(`${CCS_SCHEMA_BASE}${file}`);
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
