import { topics } from '@minutemart/contracts';
import { checkedFetch, waitFor } from '@minutemart/kit/testing';
import { createStore, listen, startStack, taxonomyFixture, topicOf, type Stack } from './harness.js';

/** CSV import with a `store` column: each row's stock is that store's (ADR 0007). */
let s: Stack;
let category: { _id: string; name: string };
let subCategory: { _id: string; name: string };
let x: string;
let y: string;
beforeAll(async () => {
  s = await startStack();
  ({ category, subCategory } = await taxonomyFixture(s, 'StoreCsv'));
  x = await createStore(s);
  y = await createStore(s);
});
afterAll(async () => {
  await s?.stop();
});

async function importCsv(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
  const started = await checkedFetch(`${s.svc.url}/api/product/import`, { method: 'POST', headers: s.admin, body: form });
  expect(started.status).toBe(202);
  const { jobId } = ((await started.json()) as { data: { jobId: string } }).data;
  return waitFor(
    async () => {
      const st = (await (await checkedFetch(`${s.svc.url}/api/product/import/${jobId}`, { headers: s.admin })).json()) as { data: any };
      return st.data.state === 'completed' ? st.data : undefined;
    },
    { what: 'import to complete', timeoutMs: 20_000 },
  );
}

const adminSearch = async (text: string) =>
  (await s.api('/product/get', { headers: s.admin, body: { search: text, limit: 50 } })).body.data as {
    name: string;
    unit: string;
    stock: number;
    storeStock: Record<string, number>;
  }[];

it('puts each row\u2019s stock in its store, merges one product\u2019s rows across stores, and refuses unknown stores and repeats', async () => {
  const bus = await listen(topicOf(s, topics.product.name));
  try {
    const tag = `Zestro${Date.now().toString(36)}`;
    const c = `${category.name},${subCategory.name}`;
    const done = await importCsv(
      [
        'name,description,unit,stock,price,discount,category,subCategory,Store',
        `${tag} Curd,Thick curd,400 g,5,35,0,${c},${x}`,
        `${tag} Curd,Thick curd,400 g,7,35,0,${c},${y.toUpperCase()}`,
        `${tag} Curd,Thick curd,400 g,1,35,0,${c},${x}`,
        `${tag} Butter,Salted butter,100 g,3,56,0,${c},`,
        `${tag} Ghee,Pure ghee,1 L,2,600,0,${c},nowhere-store`,
        `${tag} Paneer,Fresh paneer,200 g,4,90,5,${c},${y}`,
      ].join('\n'),
    );
    expect(done).toMatchObject({ total: 6, imported: 4, failed: 2 });
    expect(done.errors).toEqual([
      { row: 4, reason: 'Same product, unit and store as row 2' },
      { row: 6, reason: 'Unknown store "nowhere-store"' },
    ]);

    const found = await adminSearch(tag);
    const byName = (n: string) => found.find((p) => p.name === `${tag} ${n}`);
    expect(found.filter((p) => p.name === `${tag} Curd`)).toHaveLength(1);
    expect(byName('Curd')).toMatchObject({ stock: 12, storeStock: { [x]: 5, [y]: 7 } });
    // No store in the row: LEGACY_STOCK_STORE, here the default shelf.
    expect(byName('Butter')).toMatchObject({ stock: 3, storeStock: {} });
    expect(byName('Paneer')).toMatchObject({ stock: 4, storeStock: { [y]: 4 } });
    expect(byName('Ghee')).toBeUndefined();

    const curd = await waitFor(() => bus.events.find((e) => e.type === 'product.created' && e.data.name === `${tag} Curd`), {
      what: 'product.created for the curd',
    });
    expect(curd.data).toMatchObject({ stock: 12, storeStock: { [x]: 5, [y]: 7 } });

    // A shopper of store x sees x's units.
    const forX = await s.api('/product/search-product', { body: { search: tag, store: x } });
    expect(forX.body.data.find((p: { name: string }) => p.name === `${tag} Paneer`).stock).toBe(0);
    expect(forX.body.data.find((p: { name: string }) => p.name === `${tag} Curd`).stock).toBe(5);
  } finally {
    await bus.stop();
  }
});

it('without a store column a repeated product is still refused', async () => {
  const tag = `Plinth${Date.now().toString(36)}`;
  const done = await importCsv(
    [
      'name,description,unit,stock,price,discount,category,subCategory',
      `${tag} Atta,Whole wheat,5 kg,9,250,0,${category.name},${subCategory.name}`,
      `${tag} Atta,Whole wheat,5 kg,9,250,0,${category.name},${subCategory.name}`,
    ].join('\n'),
  );
  expect(done).toMatchObject({ total: 2, imported: 1, failed: 1, errors: [{ row: 3, reason: 'Same product and unit as row 2' }] });
});
