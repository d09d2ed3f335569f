/**
 * Writes the TypeScript types of the /api OpenAPI document (contracts/openapi, merged as the gateway
 * serves it) to src/generated/openapi-types.ts, with openapi-typescript. The frontends and e2e read
 * the API's shapes from there (through src/api-types.ts), so a shape is written once, in the
 * document. The build runs this (deploy/dev/build.sh); test/api-types.test.ts fails when the
 * committed file is not what the document gives.
 *
 *   npm run generate-api-types -w contracts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { loadOpenApi } from '../src/openapi.js';

export const API_TYPES_FILE = fileURLToPath(new URL('../src/generated/openapi-types.ts', import.meta.url));

const HEADER = `/**
 * Generated from contracts/openapi by \`npm run generate-api-types -w contracts\`: do not edit.
 * Change the document instead; test/api-types.test.ts fails while this file is stale.
 */
`;

export async function renderApiTypes(): Promise<string> {
  return HEADER + astToString(await openapiTS(loadOpenApi() as OpenAPI3));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await renderApiTypes();
  let before = '';
  try {
    before = readFileSync(API_TYPES_FILE, 'utf8');
  } catch {
    /* first run */
  }
  if (text !== before) writeFileSync(API_TYPES_FILE, text);
  console.log(`[contracts] ${API_TYPES_FILE} ${text === before ? 'up to date' : 'written'}`);
}
