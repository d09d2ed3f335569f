import { topics } from '@minutemart/contracts';
import { waitFor } from '@minutemart/kit/testing';
import { IMG, listen, topicOf, productBody, startStack, taxonomyFixture, uniq, type Stack } from './harness.js';

let s: Stack;
let category: { _id: string; name: string };
let subCategory: { _id: string; name: string };
beforeAll(async () => {
  s = await startStack();
  ({ category, subCategory } = await taxonomyFixture(s, 'Prod'));
});
afterAll(async () => {
  await s?.stop();
});

const create = async (over: Record<string, unknown> = {}, cat = category._id, sub = subCategory._id) => {
  const res = await s.api('/product/create', { headers: s.admin, body: productBody(cat, sub, over) });
  expect(res.status).toBe(201);
  return res.body.data as Record<string, any>;
};

describe('product create', () => {
  it('accepts numbers as strings and categories as whole objects, and answers populated', async () => {
    const res = await s.api('/product/create', {
      headers: s.admin,
      body: productBody('', '', { category: [{ ...category, image: IMG }], subCategory: [subCategory], stock: '12', price: '64.5', discount: '10' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'Product created successfully' });
    const p = res.body.data;
    expect(p._id).toMatch(/^[0-9a-f]{24}$/);
    expect(p).toMatchObject({ stock: 12, price: 64.5, discount: 10, unit: '500 ml', publish: true, lowStock: false, more_details: { 'Shelf Life': '2 days' } });
    expect(p.category).toEqual([{ _id: category._id, name: category.name, image: IMG }]);
    expect(p.subCategory[0]).toMatchObject({ _id: subCategory._id, name: subCategory.name });
  });

  it('needs an admin', async () => {
    expect((await s.api('/product/create', { body: productBody(category._id, subCategory._id) })).status).toBe(401);
    expect((await s.api('/product/create', { headers: s.user, body: productBody(category._id, subCategory._id) })).status).toBe(403);
    expect((await s.api('/product/update-product-details', { method: 'PUT', headers: s.user, body: { _id: category._id } })).status).toBe(403);
    expect((await s.api('/product/delete-product', { method: 'DELETE', headers: s.user, body: { _id: category._id } })).status).toBe(403);
  });

  it.each([
    ['name', undefined, 'Provide name'],
    ['image', [], 'Provide image'],
    ['category', [], 'Provide category'],
    ['subCategory', undefined, 'Provide sub category'],
    ['unit', '  ', 'Provide unit'],
    ['stock', '', 'Provide stock'],
    ['price', null, 'Provide price'],
    ['description', undefined, 'Provide description'],
    ['price', '-1', 'price cannot be negative'],
    ['price', 'abc', 'price must be a number'],
    ['stock', '2.5', 'stock must be a whole number'],
    ['stock', -3, 'stock cannot be negative'],
    ['discount', '101', 'discount must be between 0 and 100'],
    ['category', ['3f2c1b9e-0d4a-4c1e-9b7a-2e5f6a7b8c9d'], 'Provide a valid category id'],
    ['image', ['javascript:alert(1)'], 'image must be an http(s) URL'],
    ['more_details', { $where: 'x' }, 'Field name "$where" is not allowed'],
    ['name', { $gt: '' }, 'name must be text'],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const body: Record<string, unknown> = productBody(category._id, subCategory._id);
    if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await s.api('/product/create', { headers: s.admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for unknown category or sub-category ids', async () => {
    const cat = await s.api('/product/create', { headers: s.admin, body: productBody('0123456789abcdef01234567', subCategory._id) });
    expect(cat.status).toBe(404);
    expect(cat.body.message).toBe('Category 0123456789abcdef01234567 not found');
    const sub = await s.api('/product/create', { headers: s.admin, body: productBody(category._id, '0123456789abcdef01234567') });
    expect(sub.status).toBe(404);
    expect(sub.body.message).toBe('Sub category 0123456789abcdef01234567 not found');
  });
});

describe('product reads', () => {
  let cat2: { _id: string }, sub2: { _id: string };
  const names: string[] = [];
  beforeAll(async () => {
    ({ category: cat2, subCategory: sub2 } = await taxonomyFixture(s, 'Paging'));
    for (let i = 0; i < 20; i++) {
      const p = await create({ name: uniq(`Paging Item ${String(i).padStart(2, '0')}`), stock: i }, cat2._id, sub2._id);
      names.push(p.name);
    }
  });

  it('product/get pages with limit 12 by default, newest first, with totalCount and totalNoPage', async () => {
    const first = await s.api('/product/get', { body: { page: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.totalCount).toBeGreaterThanOrEqual(20);
    expect(first.body.totalNoPage).toBe(Math.ceil(first.body.totalCount / 12));
    expect(first.body.data[0].name).toBe(names[19]);
    expect(first.body.data[0].category[0]).toHaveProperty('name');
    expect(first.body.data[0].subCategory[0]).toHaveProperty('name');
    const second = await s.api('/product/get', { body: { page: '2', limit: '12' } });
    const ids = new Set(first.body.data.map((p: { _id: string }) => p._id));
    expect(second.body.data.some((p: { _id: string }) => ids.has(p._id))).toBe(false);
    const bad = await s.api('/product/get', { body: { page: 0 } });
    expect(bad.status).toBe(400);
  });

  it('get-product-by-category returns that category newest first, at most 15', async () => {
    const res = await s.api('/product/get-product-by-category', { body: { id: cat2._id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(15);
    expect(res.body.data[0].name).toBe(names[19]);
    expect(res.body.data.every((p: { category: { _id: string }[] }) => p.category[0]!._id === cat2._id)).toBe(true);
    expect((await s.api('/product/get-product-by-category', { body: { id: 'ffffffffffffffffffffffff' } })).status).toBe(404);
    expect((await s.api('/product/get-product-by-category', { body: {} })).body.message).toBe('Provide category');
  });

  it('get-pruduct-by-category-and-subcategory (the misspelt path) pages by 8 with page, totalCount, limit', async () => {
    const res = await s.api('/product/get-pruduct-by-category-and-subcategory', { body: { categoryId: cat2._id, subCategoryId: sub2._id, page: 3 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, page: 3, totalCount: 20, limit: 8 });
    expect(res.body.data).toHaveLength(4);
    const bad = await s.api('/product/get-pruduct-by-category-and-subcategory', { body: { categoryId: cat2._id, subCategoryId: '0123456789abcdef01234567' } });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('Sub category not found');
  });

  it('get-product-by-category-and-subcategory (the correct spelling) answers the same', async () => {
    const body = { categoryId: cat2._id, subCategoryId: sub2._id, page: 3 };
    const spelt = await s.api('/product/get-product-by-category-and-subcategory', { body });
    expect(spelt.status).toBe(200);
    expect(spelt.body).toEqual((await s.api('/product/get-pruduct-by-category-and-subcategory', { body })).body);
  });

  it('get-product-details returns one populated product with the lowStock flag', async () => {
    const low = await create({ stock: 3 });
    const none = await create({ stock: 0 });
    const res = await s.api('/product/get-product-details', { body: { productId: low._id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: low._id, stock: 3, lowStock: true });
    expect(res.body.data.category[0].name).toBe(category.name);
    expect((await s.api('/product/get-product-details', { body: { productId: none._id } })).body.data.lowStock).toBe(false);
    const missing = await s.api('/product/get-product-details', { body: { productId: 'ffffffffffffffffffffffff' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
    expect((await s.api('/product/get-product-details', { body: { productId: '123-abc' } })).status).toBe(400);
  });
});

describe('product update and delete', () => {
  it('takes the whole product back (populated objects, createdAt, __v) and stores only its fields', async () => {
    const p = await create();
    const { category: otherCat, subCategory: otherSub } = await taxonomyFixture(s, 'Move');
    const sent = {
      ...p,
      __v: 7,
      createdAt: '1999-01-01T00:00:00.000Z',
      lowStock: true,
      deletedAt: new Date().toISOString(),
      search_tokens: ['hacked'],
      price: '99',
      stock: '4',
      category: [{ _id: otherCat._id, name: otherCat.name, image: IMG }],
      subCategory: [otherSub],
      more_details: { 'Country of Origin': 'India' },
    };
    const res = await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: sent });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated successfully');
    const after = (await s.api('/product/get-product-details', { body: { productId: p._id } })).body.data;
    expect(after).toMatchObject({ price: 99, stock: 4, lowStock: true, more_details: { 'Country of Origin': 'India' } });
    expect(after.createdAt).toBe(p.createdAt);
    expect(after.category.map((c: { _id: string }) => c._id)).toEqual([otherCat._id]);
    expect(after).not.toHaveProperty('search_tokens');
    expect(after).not.toHaveProperty('deletedAt');
  });

  it('answers 404 for an unknown product and 400 without an id', async () => {
    expect(
      (await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: 'ffffffffffffffffffffffff', price: 1 } })).status,
    ).toBe(404);
    expect((await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { price: 1 } })).body.message).toBe('Provide product');
    expect((await s.api('/product/delete-product', { method: 'DELETE', headers: s.admin, body: { _id: 'ffffffffffffffffffffffff' } })).status).toBe(404);
  });

  it('delete publishes product.deleted on Kafka and the product disappears from every read', async () => {
    const bus = await listen(topicOf(s, topics.product.name));
    try {
      const p = await create();
      const del = await s.api('/product/delete-product', { method: 'DELETE', headers: s.admin, body: p });
      expect(del.status).toBe(200);
      expect(del.body.message).toBe('Product deleted successfully');
      const events = await waitFor(
        () => {
          const mine = bus.events.filter((e) => e.aggregateId === p._id);
          return mine.some((e) => e.type === 'product.deleted') ? mine : undefined;
        },
        { what: 'product.deleted' },
      );
      expect(events.map((e) => e.type)).toEqual(['product.created', 'product.deleted']);
      expect(events[0]!.data).toMatchObject({
        _id: p._id,
        name: p.name,
        price: 28,
        stock: 20,
        publish: true,
        category: [{ _id: category._id, name: category.name }],
      });
      expect(events[1]!.data).toEqual({ _id: p._id });
      expect((await s.api('/product/get-product-details', { body: { productId: p._id } })).status).toBe(404);
      const list = await s.api('/product/get', { headers: s.admin, body: { page: 1, limit: 100 } });
      expect(list.body.data.some((x: { _id: string }) => x._id === p._id)).toBe(false);
    } finally {
      await bus.stop();
    }
  });

  it('unpublishing publishes product.updated then product.deleted, hides it from shoppers, keeps it for admins', async () => {
    const bus = await listen(topicOf(s, topics.product.name));
    try {
      const p = await create();
      await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: p._id, publish: 'false' } });
      const events = await waitFor(
        () => {
          const mine = bus.events.filter((e) => e.aggregateId === p._id);
          return mine.length >= 3 ? mine : undefined;
        },
        { what: 'unpublish events' },
      );
      expect(events.map((e) => e.type)).toEqual(['product.created', 'product.updated', 'product.deleted']);
      expect(events[1]!.data.publish).toBe(false);
      expect((await s.api('/product/get-product-details', { body: { productId: p._id } })).status).toBe(404);
      expect((await s.api('/product/get-product-details', { headers: s.admin, body: { productId: p._id } })).body.data.publish).toBe(false);
    } finally {
      await bus.stop();
    }
  });
});
