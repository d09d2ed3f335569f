import type { Call } from './client.js';
import type { Builders } from './requests-user.js';
import { FLAGSHIP, IMAGE_URL, UNKNOWN_ID, form, guest, unique, type World } from './world.js';

const UNKNOWN_STORE = 'no-such-store';

/** The ways any catalogue read can be asked for a shelf: a store that exists, one that does not, one that cannot. */
const storeVariants = (why: string, json: Record<string, unknown>): Call[] => [
  { why: `${why} in the flagship store`, json: { ...json, store: FLAGSHIP }, expect: 200 },
  { why: `${why} in an unknown store`, json: { ...json, store: UNKNOWN_STORE }, expect: 404 },
  { why: `${why} with an invalid store id`, json: { ...json, store: 'Not A Store!' }, expect: 400 },
];

const writers = async (w: World) => ({ admin: await w.admin(), shopper: (await w.shopper('a')).headers });

/** A category made for the test, removed at the end. */
const freshCategory = (w: World, tag: string) =>
  w.once(`category:${tag}`, async () => {
    const body = await w.api('POST /api/category/add-category', {
      why: `add category ${tag}`,
      headers: await w.admin(),
      json: { name: `Conformance ${unique(tag)}`, image: IMAGE_URL },
    });
    w.onCleanUp(async () =>
      w.api('DELETE /api/category/delete', { why: 'clean up', headers: await w.admin(), json: { _id: body.data._id }, expect: [200, 404, 409] }),
    );
    return body.data as { _id: string; name: string };
  });

const freshSubCategory = (w: World, tag: string) =>
  w.once(`subcategory:${tag}`, async () => {
    const category = await freshCategory(w, 'for-subs');
    const body = await w.api('POST /api/subcategory/create', {
      why: `create sub-category ${tag}`,
      headers: await w.admin(),
      json: { name: `Conformance ${unique(tag)}`, image: IMAGE_URL, category: [category._id] },
    });
    w.onCleanUp(async () =>
      w.api('DELETE /api/subcategory/delete', { why: 'clean up', headers: await w.admin(), json: { _id: body.data._id }, expect: [200, 404, 409] }),
    );
    return body.data as { _id: string; name: string };
  });

/** Deletes, at the end, the record of that name a request made (its id is in an answer the builder never sees). */
const removeAtEnd = (w: World, list: string, remove: string, name: string) =>
  w.onCleanUp(async () => {
    const mine = ((await w.api(list, { why: 'clean up' })).data as { _id: string; name: string }[]).find((c) => c.name === name);
    if (mine) await w.api(remove, { why: 'clean up', headers: await w.admin(), json: { _id: mine._id }, expect: [200, 404, 409] });
  });

const csv = (rows: string) => `name,description,unit,stock,price,discount,category,subcategory\n${rows}\n`;

/** /api/category, /api/subcategory, /api/product (catalogue service). */
export const catalogueRequests: Builders = {
  'POST /api/category/add-category': async (w) => {
    const { admin, shopper } = await writers(w);
    const existing = await w.category();
    const name = `Conformance ${unique('category')}`;
    const made: Call = { why: 'a new category', headers: admin, json: { name, image: IMAGE_URL }, expect: 201 };
    removeAtEnd(w, 'GET /api/category/get', 'DELETE /api/category/delete', name);
    return [
      made,
      { why: 'a name in use', headers: admin, json: { name: existing.name, image: IMAGE_URL }, expect: 409 },
      { why: 'no image', headers: admin, json: { name: 'No Image' }, expect: 400 },
      { why: 'an image that is not a URL', headers: admin, json: { name: 'Bad Image', image: 'javascript:alert(1)' }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { name: 'Shopper Category', image: IMAGE_URL }, expect: 403 },
      { why: 'a guest', headers: guest, json: { name: 'Guest Category', image: IMAGE_URL }, expect: 401 },
    ];
  },

  'GET /api/category/get': async () => [{ why: 'anyone', expect: 200 }],

  'PUT /api/category/update': async (w) => {
    const { admin, shopper } = await writers(w);
    const [mine, existing] = [await freshCategory(w, 'update'), await w.category()];
    return [
      { why: 'a new name', headers: admin, json: { _id: mine._id, name: `${mine.name} renamed` }, expect: 200 },
      { why: "another category's name", headers: admin, json: { _id: mine._id, name: existing.name }, expect: 409 },
      { why: 'an unknown id', headers: admin, json: { _id: UNKNOWN_ID, name: 'Nothing' }, expect: 404 },
      { why: 'a bad id', headers: admin, json: { _id: { $ne: null }, name: 'Nothing' }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { _id: mine._id, name: 'Mine' }, expect: 403 },
      { why: 'a guest', headers: guest, json: { _id: mine._id, name: 'Mine' }, expect: 401 },
    ];
  },

  'DELETE /api/category/delete': async (w) => {
    const { admin, shopper } = await writers(w);
    const [mine, used] = [await freshCategory(w, 'delete'), await w.subCategory()];
    return [
      { why: 'a shopper', headers: shopper, json: { _id: mine._id }, expect: 403 },
      { why: 'a guest', headers: guest, json: { _id: mine._id }, expect: 401 },
      { why: 'an unused category', headers: admin, json: { _id: mine._id }, expect: 200 },
      { why: 'a deleted category', headers: admin, json: { _id: mine._id }, expect: 404 },
      { why: 'a category in use', headers: admin, json: { _id: used.categoryId }, expect: 409 },
      { why: 'no id', headers: admin, json: {}, expect: 400 },
    ];
  },

  'POST /api/subcategory/create': async (w) => {
    const { admin, shopper } = await writers(w);
    const category = await freshCategory(w, 'for-subs');
    const existing = await freshSubCategory(w, 'existing');
    const name = `Conformance ${unique('sub')}`;
    removeAtEnd(w, 'POST /api/subcategory/get', 'DELETE /api/subcategory/delete', name);
    return [
      { why: 'a new sub-category', headers: admin, json: { name, image: IMAGE_URL, category: [category._id] }, expect: 201 },
      { why: 'a name in use', headers: admin, json: { name: existing.name, image: IMAGE_URL, category: [category._id] }, expect: 409 },
      { why: 'an unknown category', headers: admin, json: { name: `${name} 2`, image: IMAGE_URL, category: [UNKNOWN_ID] }, expect: 404 },
      { why: 'no category', headers: admin, json: { name: `${name} 3`, image: IMAGE_URL }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { name: 'S', image: IMAGE_URL, category: [category._id] }, expect: 403 },
      { why: 'a guest', headers: guest, json: { name: 'S', image: IMAGE_URL, category: [category._id] }, expect: 401 },
    ];
  },

  'POST /api/subcategory/get': async () => [{ why: 'anyone, no body', expect: 200 }],

  'PUT /api/subcategory/update': async (w) => {
    const { admin, shopper } = await writers(w);
    const [mine, other] = [await freshSubCategory(w, 'update'), await freshSubCategory(w, 'existing')];
    return [
      { why: 'a new name', headers: admin, json: { _id: mine._id, name: `${mine.name} renamed` }, expect: 200 },
      { why: "another sub-category's name", headers: admin, json: { _id: mine._id, name: other.name }, expect: 409 },
      { why: 'an unknown category', headers: admin, json: { _id: mine._id, category: [UNKNOWN_ID] }, expect: 404 },
      { why: 'an unknown id', headers: admin, json: { _id: UNKNOWN_ID, name: 'Nothing' }, expect: 404 },
      { why: 'a bad id', headers: admin, json: { _id: 42 }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { _id: mine._id, name: 'Mine' }, expect: 403 },
      { why: 'a guest', headers: guest, json: { _id: mine._id, name: 'Mine' }, expect: 401 },
    ];
  },

  'DELETE /api/subcategory/delete': async (w) => {
    const { admin, shopper } = await writers(w);
    const [mine, used] = [await freshSubCategory(w, 'delete'), await w.subCategory()];
    return [
      { why: 'a shopper', headers: shopper, json: { _id: mine._id }, expect: 403 },
      { why: 'a guest', headers: guest, json: { _id: mine._id }, expect: 401 },
      { why: 'an unused sub-category', headers: admin, json: { _id: mine._id }, expect: 200 },
      { why: 'a deleted sub-category', headers: admin, json: { _id: mine._id }, expect: 404 },
      { why: 'a sub-category in use', headers: admin, json: { _id: used._id }, expect: 409 },
      { why: 'a bad id', headers: admin, json: { _id: 'nope' }, expect: 400 },
    ];
  },

  'POST /api/product/create': async (w) => {
    const { admin, shopper } = await writers(w);
    const sub = await w.subCategory();
    const product = {
      name: `Conformance ${unique('create')}`,
      image: [IMAGE_URL],
      category: [sub.categoryId],
      subCategory: [sub._id],
      unit: '1 pc',
      stock: 3,
      price: '45.5',
      discount: 0,
      description: 'made by the API conformance test',
      more_details: { Origin: 'Test' },
    };
    w.onCleanUp(async () => {
      const found = await w.api('POST /api/product/get', { why: 'clean up', headers: admin, json: { search: product.name, limit: 5 } });
      for (const p of found.data as { _id: string; name: string }[]) {
        if (p.name === product.name)
          await w.api('DELETE /api/product/delete-product', { why: 'clean up', headers: admin, json: { _id: p._id }, expect: [200, 404] });
      }
    });
    return [
      { why: 'a whole product', headers: admin, json: product, expect: 201 },
      { why: 'an unknown category', headers: admin, json: { ...product, name: 'Nowhere', category: [UNKNOWN_ID] }, expect: 404 },
      { why: 'no name', headers: admin, json: { ...product, name: '' }, expect: 400 },
      { why: 'a negative price', headers: admin, json: { ...product, price: -1 }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: product, expect: 403 },
      { why: 'a guest', headers: guest, json: product, expect: 401 },
    ];
  },

  'POST /api/product/get': async (w) => {
    const admin = await w.admin();
    return [
      { why: 'a first page', json: { page: 1, limit: 5 }, expect: 200 },
      { why: 'a search by an admin (per-store units)', headers: admin, json: { search: 'milk', limit: 5 }, expect: 200 },
      ...storeVariants('a page', { limit: 3 }),
      { why: 'a limit over 100', json: { limit: 1000 }, expect: 400 },
      { why: 'page 0', json: { page: 0 }, expect: 400 },
    ];
  },

  'POST /api/product/get-product-by-category': async (w) => {
    const sub = await w.subCategory();
    return [
      { why: 'a category', json: { id: sub.categoryId }, expect: 200 },
      ...storeVariants('a category row', { id: sub.categoryId }),
      { why: 'an unknown category', json: { id: UNKNOWN_ID }, expect: 404 },
      { why: 'no id', json: {}, expect: 400 },
    ];
  },

  'POST /api/product/get-pruduct-by-category-and-subcategory': async (w) => byCategoryAndSub(w),
  'POST /api/product/get-product-by-category-and-subcategory': async (w) => byCategoryAndSub(w),

  'POST /api/product/get-product-details': async (w) => {
    const p = await w.product('details');
    return [
      { why: 'a product', json: { productId: p._id }, expect: 200 },
      { why: 'a product as an admin', headers: await w.admin(), json: { productId: { _id: p._id } }, expect: 200 },
      ...storeVariants('a product', { productId: p._id }),
      { why: 'an unknown product', json: { productId: UNKNOWN_ID }, expect: 404 },
      { why: 'a bad id', json: { productId: 'abc' }, expect: 400 },
    ];
  },

  'PUT /api/product/update-product-details': async (w) => {
    const { admin, shopper } = await writers(w);
    const [p, split, store] = [await w.product('update'), await w.product('split'), await w.darkStore()];
    await w.api('PUT /api/store/stock', { why: 'units in another store', headers: admin, json: { storeId: store, productId: split._id, stock: 5 } });
    return [
      { why: 'a new price', headers: admin, json: { _id: p._id, price: 130, discount: '10' }, expect: 200 },
      { why: "a total below another store's units", headers: admin, json: { _id: split._id, stock: 2 }, expect: 409 },
      { why: 'an unknown product', headers: admin, json: { _id: UNKNOWN_ID, price: 1 }, expect: 404 },
      { why: 'an unknown sub-category', headers: admin, json: { _id: p._id, subCategory: [UNKNOWN_ID] }, expect: 404 },
      { why: 'a discount over 100', headers: admin, json: { _id: p._id, discount: 150 }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { _id: p._id, price: 1 }, expect: 403 },
      { why: 'a guest', headers: guest, json: { _id: p._id, price: 1 }, expect: 401 },
    ];
  },

  'DELETE /api/product/delete-product': async (w) => {
    const { admin, shopper } = await writers(w);
    const p = await w.product('delete');
    return [
      { why: 'a shopper', headers: shopper, json: { _id: p._id }, expect: 403 },
      { why: 'a guest', headers: guest, json: { _id: p._id }, expect: 401 },
      { why: 'a product', headers: admin, json: { _id: p._id }, expect: 200 },
      { why: 'a deleted product', headers: admin, json: { _id: p._id }, expect: 404 },
      { why: 'a bad id', headers: admin, json: { _id: true }, expect: 400 },
    ];
  },

  'POST /api/product/search-product': async () => [
    { why: 'a word', json: { search: 'milk', page: 1, limit: 4 }, expect: 200 },
    { why: 'nothing like it (closest sub-categories)', json: { search: 'zqxjv wqzp' }, expect: 200 },
    { why: 'an empty box', json: {}, expect: 200 },
    ...storeVariants('a word', { search: 'rice' }),
    { why: 'search as an object', json: { search: { $regex: '.*' } }, expect: 400 },
  ],

  'GET /api/product/suggest': async () => [
    { why: 'a prefix', query: { q: 'mil' }, expect: 200 },
    { why: 'nothing like it', query: { q: 'zqxjv' }, expect: 200 },
    { why: 'an empty box', query: { q: '' }, expect: 200 },
    { why: 'the flagship store', query: { q: 'mil', store: FLAGSHIP }, expect: 200 },
    { why: 'an unknown store', query: { q: 'mil', store: UNKNOWN_STORE }, expect: 404 },
    { why: 'a limit over 10', query: { q: 'mil', limit: '99' }, expect: 400 },
  ],

  'GET /api/product/together': async (w) => {
    const p = await w.product('together');
    return [
      { why: 'a product', query: { productId: p._id }, expect: 200 },
      { why: 'a product in the flagship store', query: { productId: p._id, store: FLAGSHIP, limit: '4' }, expect: 200 },
      { why: 'an unknown store', query: { productId: p._id, store: UNKNOWN_STORE }, expect: 404 },
      { why: 'an unknown product', query: { productId: UNKNOWN_ID }, expect: 404 },
      { why: 'no product', query: {}, expect: 400 },
      { why: 'a limit over 12', query: { productId: p._id, limit: '13' }, expect: 400 },
    ];
  },

  'GET /api/product/together/basket': async (w) => {
    const [p, q] = [await w.product('together'), await w.product('together-basket')];
    const both = [p._id, q._id].sort().join(',');
    return [
      { why: 'a basket of two products', query: { productIds: both }, expect: 200 },
      { why: 'a basket in the flagship store', query: { productIds: both, store: FLAGSHIP, limit: '4' }, expect: 200 },
      { why: 'a basket with a product nobody sells', query: { productIds: `${p._id},${UNKNOWN_ID}` }, expect: 200 },
      { why: 'an unknown store', query: { productIds: p._id, store: UNKNOWN_STORE }, expect: 404 },
      { why: 'no products', query: {}, expect: 400 },
      { why: 'an id that is not one', query: { productIds: `${p._id},abc` }, expect: 400 },
      { why: 'more than 50 products', query: { productIds: Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(24, '0')).join(',') }, expect: 400 },
      { why: 'a limit over 12', query: { productIds: p._id, limit: '13' }, expect: 400 },
    ];
  },

  'POST /api/product/import': async (w) => {
    const { admin, shopper } = await writers(w);
    // A row naming no existing category: the job reports it and no product is made.
    const file = csv('Conformance Import,made by a test,1 kg,5,10,0,No Such Category,No Such Sub');
    return [
      { why: 'a CSV file', headers: admin, raw: form('file', file, 'products.csv', 'text/csv'), expect: 202 },
      { why: 'a CSV without the columns', headers: admin, raw: form('file', 'name\nX\n', 'products.csv', 'text/csv'), expect: 400 },
      { why: 'no file', headers: admin, raw: form('other', file, 'products.csv', 'text/csv'), expect: 400 },
      { why: 'a shopper', headers: shopper, raw: form('file', file, 'products.csv', 'text/csv'), expect: 403 },
      { why: 'a guest', headers: guest, raw: form('file', file, 'products.csv', 'text/csv'), expect: 401 },
    ];
  },

  'GET /api/product/import/{jobId}': async (w) => {
    const { admin, shopper } = await writers(w);
    const started = await w.api('POST /api/product/import', {
      why: 'start an import',
      headers: admin,
      raw: form('file', csv('Conformance Import,made by a test,1 kg,5,10,0,No Such Category,No Such Sub'), 'products.csv', 'text/csv'),
    });
    const path = `/api/product/import/${started.data.jobId}`;
    return [
      { why: 'a job', path, headers: admin, expect: 200 },
      { why: 'an unknown job', path: '/api/product/import/no-such-job', headers: admin, expect: 404 },
      { why: 'a job id with odd characters', path: '/api/product/import/%24where', headers: admin, expect: 404 },
      { why: 'a shopper', path, headers: shopper, expect: 403 },
      { why: 'a guest', path, headers: guest, expect: 401 },
    ];
  },
};

async function byCategoryAndSub(w: World): Promise<Call[]> {
  const sub = await w.subCategory();
  const ids = { categoryId: sub.categoryId, subCategoryId: sub._id };
  return [
    { why: 'a sub-category', json: { ...ids, page: 2, limit: 4 }, expect: 200 },
    ...storeVariants('a sub-category', ids),
    { why: 'an unknown sub-category', json: { ...ids, subCategoryId: UNKNOWN_ID }, expect: 404 },
    { why: 'no category', json: { subCategoryId: sub._id }, expect: 400 },
  ];
}
