import { readFileSync } from 'node:fs';
import { API_TYPES_FILE, renderApiTypes } from '../scripts/generate-api-types.js';

describe('generated API types', () => {
  test('src/generated/openapi-types.ts is what the OpenAPI document gives (npm run generate-api-types -w contracts)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8') === (await renderApiTypes())).toBe(true);
  }, 60_000);

  test('the catalogue shapes the frontends read are named components', async () => {
    const text = await renderApiTypes();
    for (const name of ['CategoryRef', 'Category', 'SubCategory', 'Product']) expect(text).toMatch(new RegExp(`\\n {8}${name}: \\{`));
  }, 60_000);
});
