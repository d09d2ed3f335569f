import { topics } from '@minutemart/contracts';
import { checkedFetch, waitFor } from '@minutemart/kit/testing';
import { IMG, listen, topicOf, productBody, startStack, taxonomyFixture, uniq, type Stack } from './harness.js';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(async () => {
  await s?.stop();
});

describe('category', () => {
  it('needs an admin: anonymous 401, USER 403, for every write', async () => {
    const writes: [string, string][] = [
      ['POST', '/category/add-category'],
      ['PUT', '/category/update'],
      ['DELETE', '/category/delete'],
    ];
    for (const [method, path] of writes) {
      expect((await s.api(path, { method, body: { name: 'X', image: IMG } })).status).toBe(401);
      const asUser = await s.api(path, { method, headers: s.user, body: { name: 'X', image: IMG } });
      expect(asUser.status).toBe(403);
      expect(asUser.body).toMatchObject({ success: false, error: true });
    }
  });

  it('adds, lists sorted by name, updates and deletes, with 24-hex ids', async () => {
    const zeta = uniq('Zeta Snacks');
    const alpha = uniq('alpha Atta');
    const z = await s.api('/category/add-category', { headers: s.admin, body: { name: zeta, image: IMG } });
    expect(z.status).toBe(201);
    expect(z.body).toMatchObject({ success: true, error: false, message: 'Category added', data: { name: zeta, image: IMG } });
    expect(z.body.data._id).toMatch(/^[0-9a-f]{24}$/);
    await s.api('/category/add-category', { headers: s.admin, body: { name: alpha, image: IMG } });

    const list = await s.api('/category/get', { method: 'GET' });
    expect(list.status).toBe(200);
    const names: string[] = list.body.data.map((c: { name: string }) => c.name);
    expect(names.indexOf(alpha)).toBeLessThan(names.indexOf(zeta));
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);

    const renamed = uniq('Zeta Munchies');
    const upd = await s.api('/category/update', {
      method: 'PUT',
      headers: s.admin,
      body: { _id: z.body.data._id, name: renamed, image: IMG, createdAt: 'x', __v: 0 },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data.name).toBe(renamed);
    expect((await s.api('/category/get', { method: 'GET' })).body.data.some((c: { name: string }) => c.name === renamed)).toBe(true);

    const del = await s.api('/category/delete', { method: 'DELETE', headers: s.admin, body: { _id: z.body.data._id } });
    expect(del.status).toBe(200);
    expect((await s.api('/category/get', { method: 'GET' })).body.data.some((c: { _id: string }) => c._id === z.body.data._id)).toBe(false);
    const again = await s.api('/category/delete', { method: 'DELETE', headers: s.admin, body: { _id: z.body.data._id } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Category not found');
  });

  it('names each missing field, refuses duplicates (any case) and hyphenated ids, never 500s', async () => {
    expect((await s.api('/category/add-category', { headers: s.admin, body: { image: IMG } })).body.message).toBe('Provide name');
    expect((await s.api('/category/add-category', { headers: s.admin, body: { name: 'Eggs' } })).body.message).toBe('Provide image');
    const name = uniq('Bread');
    await s.api('/category/add-category', { headers: s.admin, body: { name, image: IMG } });
    const dup = await s.api('/category/add-category', { headers: s.admin, body: { name: name.toUpperCase(), image: IMG } });
    expect(dup.status).toBe(409);
    const uuid = await s.api('/category/update', { method: 'PUT', headers: s.admin, body: { _id: '3f2c1b9e-0d4a-4c1e-9b7a-2e5f6a7b8c9d', name: 'X' } });
    expect(uuid.status).toBe(400);
    expect(uuid.body.message).toBe('Provide a valid category id');
    const injection = await s.api('/category/delete', { method: 'DELETE', headers: s.admin, body: { _id: { $gt: '' } } });
    expect(injection.status).toBe(400);
    const unknown = await s.api('/category/update', { method: 'PUT', headers: s.admin, body: { _id: '0123456789abcdef01234567', name: 'X' } });
    expect(unknown.status).toBe(404);
    const notJson = await s.api('/category/add-category', { headers: { ...s.admin, 'content-type': 'application/json' }, body: '{bad' });
    expect(notJson.status).toBe(400);
  });

  it('refuses to delete a category in use, saying by what', async () => {
    const { category, subCategory } = await taxonomyFixture(s, 'InUse');
    for (let i = 0; i < 2; i++) {
      expect((await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id) })).status).toBe(201);
    }
    const res = await s.api('/category/delete', { method: 'DELETE', headers: s.admin, body: { _id: category._id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Category is used by 1 sub-category and 2 products; remove them first');
    const subDel = await s.api('/subcategory/delete', { method: 'DELETE', headers: s.admin, body: { _id: subCategory._id } });
    expect(subDel.status).toBe(409);
    expect(subDel.body.message).toBe('Sub category is used by 2 products; remove them first');
  });

  it('publishes category.created, updated and deleted through the outbox', async () => {
    const bus = await listen(topicOf(s, topics.category.name));
    try {
      const c = await s.api('/category/add-category', { headers: s.admin, body: { name: uniq('Evented'), image: IMG } });
      const id = c.body.data._id;
      await s.api('/category/update', { method: 'PUT', headers: s.admin, body: { _id: id, image: 'https://media.example.test/b.webp' } });
      await s.api('/category/delete', { method: 'DELETE', headers: s.admin, body: { _id: id } });
      const mine = await waitFor(
        () => {
          const e = bus.events.filter((x) => x.aggregateId === id);
          return e.length >= 3 ? e : undefined;
        },
        { what: 'three category events' },
      );
      expect(mine.map((e) => e.type)).toEqual(['category.created', 'category.updated', 'category.deleted']);
      expect(mine[1]!.data).toEqual({ _id: id, name: c.body.data.name, image: 'https://media.example.test/b.webp' });
    } finally {
      await bus.stop();
    }
  });
});

describe('sub-category', () => {
  it('creates from category objects, lists with NO body, populated {_id, name} and sorted by name', async () => {
    const c1 = (await s.api('/category/add-category', { headers: s.admin, body: { name: uniq('Fruits'), image: IMG } })).body.data;
    const c2 = (await s.api('/category/add-category', { headers: s.admin, body: { name: uniq('Vegetables'), image: IMG } })).body.data;
    const name = uniq('Fresh Fruits');
    const created = await s.api('/subcategory/create', { headers: s.admin, body: { name, image: IMG, category: [c1, { ...c2, extra: 1 }] } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Sub Category created');

    const list = await checkedFetch(`${s.svc.url}/api/subcategory/get`, { method: 'POST' });
    expect(list.status).toBe(200);
    const body = (await list.json()) as any;
    const mine = body.data.find((x: { name: string }) => x.name === name);
    expect(mine.category).toEqual([
      { _id: c1._id, name: c1.name },
      { _id: c2._id, name: c2.name },
    ]);
    const names: string[] = body.data.map((x: { name: string }) => x.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
  });

  it('validates: each field, unknown categories 404, USER 403', async () => {
    const { category } = await taxonomyFixture(s, 'SubVal');
    expect((await s.api('/subcategory/create', { headers: s.admin, body: { image: IMG, category: [category] } })).body.message).toBe('Provide name');
    expect((await s.api('/subcategory/create', { headers: s.admin, body: { name: 'X', category: [category] } })).body.message).toBe('Provide image');
    expect((await s.api('/subcategory/create', { headers: s.admin, body: { name: 'X', image: IMG, category: [] } })).body.message).toBe('Provide category');
    const unknown = await s.api('/subcategory/create', {
      headers: s.admin,
      body: { name: uniq('X'), image: IMG, category: [{ _id: 'ffffffffffffffffffffffff' }] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/Category ffffffffffffffffffffffff not found/);
    expect((await s.api('/subcategory/create', { headers: s.user, body: { name: 'X', image: IMG, category: [category] } })).status).toBe(403);
    expect((await s.api('/subcategory/update', { method: 'PUT', body: { _id: category._id } })).status).toBe(401);
  });

  it('updates name and categories, then deletes an unused one', async () => {
    const { category, subCategory } = await taxonomyFixture(s, 'SubUpd');
    const other = (await s.api('/category/add-category', { headers: s.admin, body: { name: uniq('Other'), image: IMG } })).body.data;
    const name = uniq('Renamed Sub');
    const upd = await s.api('/subcategory/update', { method: 'PUT', headers: s.admin, body: { ...subCategory, name, category: [category, other] } });
    expect(upd.status).toBe(200);
    expect(upd.body.data.category.map((c: { _id: string }) => c._id)).toEqual([category._id, other._id]);
    const list = await s.api('/subcategory/get');
    expect(list.body.data.find((x: { _id: string }) => x._id === subCategory._id).name).toBe(name);
    const del = await s.api('/subcategory/delete', { method: 'DELETE', headers: s.admin, body: { ...subCategory } });
    expect(del.status).toBe(200);
    expect((await s.api('/subcategory/get')).body.data.some((x: { _id: string }) => x._id === subCategory._id)).toBe(false);
    // The category lost its only sub-category, so it can go now.
    expect((await s.api('/category/delete', { method: 'DELETE', headers: s.admin, body: { _id: other._id } })).status).toBe(200);
  });
});
