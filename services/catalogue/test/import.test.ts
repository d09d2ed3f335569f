import { topics } from '@minutemart/contracts';
import { checkedFetch, waitFor } from '@minutemart/kit/testing';
import { listen, topicOf, startStack, taxonomyFixture, type Stack } from './harness.js';

let s: Stack;
let category: { _id: string; name: string };
let subCategory: { _id: string; name: string };
beforeAll(async () => {
  s = await startStack();
  ({ category, subCategory } = await taxonomyFixture(s, 'Import'));
});
afterAll(async () => {
  await s?.stop();
});

async function upload(csv: string, headers = s.admin, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const res = await checkedFetch(`${s.svc.url}/api/product/import`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const status = async (jobId: string) => {
  const res = await checkedFetch(`${s.svc.url}/api/product/import/${jobId}`, { headers: s.admin });
  return { status: res.status, body: (await res.json()) as any };
};

describe('CSV import', () => {
  it('imports the good rows, rejects each bad row with its reason, and reaches 100', async () => {
    const bus = await listen(topicOf(s, topics.product.name));
    const csv = [
      'name,description,unit,stock,price,discount,category,subCategory,image,more_details.Shelf Life,more_details.Country of Origin',
      `Mother Dairy Classic Curd,Thick set curd,400 g,25,35,5,${category.name},${subCategory.name},https://cdn.example.test/curd.webp,7 days,India`,
      `"Amul Butter, Pasteurised",Salted butter,100 g,3,56,0,${category.name.toUpperCase()},${subCategory.name},,6 months,India`,
      `No Price Paneer,Fresh paneer,200 g,10,,0,${category.name},${subCategory.name},,,`,
      `Ghost Product,Nope,1 kg,1,10,0,Not A Category,${subCategory.name},,,`,
      `Negative Stock Ghee,Pure ghee,1 L,-2,600,0,${category.name},${subCategory.name},,,`,
      `Mother Dairy Classic Curd,Duplicate row,400 g,25,35,5,${category.name},${subCategory.name},,,`,
      `Too Much Discount,Offer,1 pc,1,10,120,${category.name},${subCategory.name},,,`,
    ].join('\n');
    const started = await upload(csv);
    expect(started.status).toBe(202);
    const jobId = started.body.data.jobId;
    expect(jobId).toBeTruthy();

    const done = await waitFor(
      async () => {
        const st = await status(jobId);
        return st.body.data.state === 'completed' ? st.body.data : undefined;
      },
      { what: 'import to complete', timeoutMs: 20_000 },
    );
    expect(done).toMatchObject({ state: 'completed', progress: 100, total: 7, imported: 2, failed: 5 });
    expect(done.errors).toEqual([
      { row: 4, reason: 'Provide price' },
      { row: 5, reason: 'Unknown category "Not A Category"' },
      { row: 6, reason: 'stock cannot be negative' },
      { row: 7, reason: 'Same product and unit as row 2' },
      { row: 8, reason: 'discount must be between 0 and 100' },
    ]);

    const search = await checkedFetch(`${s.svc.url}/api/product/search-product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'amul butter' }),
    }).then((r) => r.json() as Promise<any>);
    const butter = search.data[0];
    expect(butter).toMatchObject({
      name: 'Amul Butter, Pasteurised',
      stock: 3,
      lowStock: true,
      price: 56,
      more_details: { 'Shelf Life': '6 months', 'Country of Origin': 'India' },
    });
    // No image column value: the sub-category's picture stands in.
    expect(butter.image).toEqual(['https://media.example.test/images/a.webp']);
    expect(butter.category[0]._id).toBe(category._id);

    const created = await waitFor(
      () => {
        const e = bus.events.filter((x) => x.type === 'product.created' && ['Amul Butter, Pasteurised', 'Mother Dairy Classic Curd'].includes(x.data.name));
        return e.length === 2 ? e : undefined;
      },
      { what: 'product.created for both imported rows' },
    );
    expect(created).toHaveLength(2);
    await bus.stop();
  });

  it("records each imported product in the audit trail under the admin who uploaded the file, with the upload's request id", async () => {
    const bus = await listen(topicOf(s, topics.audit.name));
    const name = `Audited Import Atta ${Date.now()}`;
    const csv = [
      'name,description,unit,stock,price,discount,category,subCategory',
      `${name},Whole wheat,5 kg,4,250,0,${category.name},${subCategory.name}`,
    ].join('\n');
    const started = await upload(csv, { ...s.admin, 'x-request-id': 'req-import-1' });
    expect(started.status).toBe(202);
    await waitFor(async () => (await status(started.body.data.jobId)).body.data.state === 'completed', { what: 'import to complete', timeoutMs: 20_000 });
    const entry = await waitFor(() => bus.events.find((e) => e.data.entity === 'product' && e.data.after?.name === name), {
      what: 'the imported product on the audit topic',
    });
    expect(entry.data).toMatchObject({
      action: 'import',
      requestId: 'req-import-1',
      actor: { role: 'ADMIN' },
      before: null,
      after: { name, unit: '5 kg', stock: 4, price: 250 },
    });
    await bus.stop();
  });

  it('refuses a file without the required columns, a missing file, and non-admins', async () => {
    const missing = await upload('name,price\nX,1');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The CSV file is missing the columns: description, unit, stock, discount, category, subcategory');
    expect((await upload('name,price\nX,1', s.admin, 'other')).status).toBe(400);
    const none = await checkedFetch(`${s.svc.url}/api/product/import`, { method: 'POST', headers: s.admin });
    expect(none.status).toBe(400);
    expect((await upload('a', s.user)).status).toBe(403);
    expect((await upload('a', {})).status).toBe(401);
    expect((await status('999999999')).status).toBe(404);
    const asUser = await checkedFetch(`${s.svc.url}/api/product/import/1`, { headers: s.user });
    expect(asUser.status).toBe(403);
  });
});
