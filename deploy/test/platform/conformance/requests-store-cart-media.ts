import { loadOpenApi } from '@minutemart/contracts/openapi';
import { gatewayUrl } from '../stack.js';
import type { Builders } from './requests-user.js';
import { FLAGSHIP, PNG, UNKNOWN_ID, badToken, form, guest, storeBody, unique, type World } from './world.js';

/** A cart line of the cart shopper (whose cart no order touches). */
const cartLine = (w: World, tag: string) =>
  w.once(`cart-line:${tag}`, async () => {
    const [shopper, product] = [await w.shopper('cart'), await w.product(`cart-${tag}`)];
    await w.cartKnows(product);
    const body = await w.api('POST /api/cart/create', { why: 'put it in the cart', headers: shopper.headers, json: { productId: product._id } });
    return body.data._id as string;
  });

/** /api/store (catalogue), /api/cart, /api/file, and what the gateway answers itself. */
export const storeCartMediaRequests: Builders = {
  'POST /api/store/create': async (w) => {
    const [admin, shopper] = [await w.admin(), (await w.shopper('a')).headers];
    const id = unique('conformance-new').toLowerCase();
    return [
      { why: 'a new store', headers: admin, json: storeBody(id), expect: 201 },
      { why: 'an id in use', headers: admin, json: storeBody(id), expect: 409 },
      { why: 'the reserved id', headers: admin, json: storeBody('default'), expect: 400 },
      { why: 'no pincodes served', headers: admin, json: { ...storeBody(`${id}-x`), serves: [] }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: storeBody(`${id}-y`), expect: 403 },
      { why: 'a guest', headers: guest, json: storeBody(`${id}-z`), expect: 401 },
    ];
  },

  'PUT /api/store/update': async (w) => {
    const [admin, shopper, id] = [await w.admin(), (await w.shopper('a')).headers, await w.darkStore()];
    return [
      { why: 'more pickers', headers: admin, json: { _id: id, pickers: '3' }, expect: 200 },
      { why: 'an unknown store', headers: admin, json: { _id: 'no-such-store', pickers: 3 }, expect: 404 },
      { why: 'hours that are no time', headers: admin, json: { _id: id, hours: { open: '7am', close: '11pm' } }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { _id: id, pickers: 9 }, expect: 403 },
      { why: 'a guest', headers: guest, json: { _id: id, pickers: 9 }, expect: 401 },
    ];
  },

  'GET /api/store/list': async () => [{ why: 'anyone', expect: 200 }],

  'PUT /api/store/stock': async (w) => {
    const [admin, shopper, id, product] = [await w.admin(), (await w.shopper('a')).headers, await w.darkStore(), await w.product('stocked')];
    return [
      { why: 'one product', headers: admin, json: { storeId: id, productId: product._id, stock: 4 }, expect: 200 },
      { why: 'a list', headers: admin, json: { storeId: id, items: [{ productId: product._id, stock: '2' }] }, expect: 200 },
      { why: 'an unknown store', headers: admin, json: { storeId: 'no-such-store', productId: product._id, stock: 1 }, expect: 404 },
      { why: 'an unknown product', headers: admin, json: { storeId: id, productId: UNKNOWN_ID, stock: 1 }, expect: 404 },
      { why: 'a negative stock', headers: admin, json: { storeId: FLAGSHIP, productId: product._id, stock: -1 }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { storeId: id, productId: product._id, stock: 1 }, expect: 403 },
      { why: 'a guest', headers: guest, json: { storeId: id, productId: product._id, stock: 1 }, expect: 401 },
    ];
  },

  'POST /api/cart/create': async (w) => {
    const [shopper, product] = [await w.shopper('cart'), await w.product('cart-add')];
    await w.cartKnows(product);
    return [
      { why: 'a product', headers: shopper.headers, json: { productId: { _id: product._id } }, expect: 201 },
      { why: 'the same product again', headers: shopper.headers, json: { productId: product._id }, expect: 400 },
      { why: 'an unknown product', headers: shopper.headers, json: { productId: UNKNOWN_ID }, expect: 404 },
      { why: 'a bad id', headers: shopper.headers, json: { productId: { $gt: '' } }, expect: 400 },
      { why: 'a guest', headers: guest, json: { productId: product._id }, expect: 401 },
    ];
  },

  'GET /api/cart/get': async (w) => {
    await cartLine(w, 'listed');
    return [
      { why: 'a cart with a line', headers: (await w.shopper('cart')).headers, expect: 200 },
      { why: 'an empty cart', headers: (await w.shopper('b')).headers, expect: 200 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },

  'POST /api/cart/merge': async (w) => {
    const [shopper, product] = [await w.shopper('cart'), await w.product('cart-merge')];
    await w.cartKnows(product);
    return [
      {
        why: 'a guest cart',
        headers: shopper.headers,
        json: {
          items: [
            { productId: product._id, quantity: 2 },
            { productId: UNKNOWN_ID, quantity: 1 },
          ],
        },
        expect: 200,
      },
      { why: 'the same again (nothing to merge)', headers: shopper.headers, json: { items: [{ productId: product._id, quantity: '2' }] }, expect: 200 },
      { why: 'no items', headers: shopper.headers, json: {}, expect: 400 },
      { why: 'a zero quantity', headers: shopper.headers, json: { items: [{ productId: product._id, quantity: 0 }] }, expect: 400 },
      { why: 'a guest', headers: guest, json: { items: [] }, expect: 401 },
    ];
  },

  'PUT /api/cart/update-qty': async (w) => {
    const [shopper, other, line] = [await w.shopper('cart'), await w.shopper('b'), await cartLine(w, 'qty')];
    return [
      { why: 'an own line', headers: shopper.headers, json: { _id: line, qty: 3 }, expect: 200 },
      { why: 'more than the stock (capped)', headers: shopper.headers, json: { _id: line, qty: '5000' }, expect: 200 },
      { why: "someone else's line", headers: other.headers, json: { _id: line, qty: 2 }, expect: 404 },
      { why: 'a zero quantity', headers: shopper.headers, json: { _id: line, qty: 0 }, expect: 400 },
      { why: 'a fraction', headers: shopper.headers, json: { _id: line, qty: 1.5 }, expect: 400 },
      { why: 'a guest', headers: guest, json: { _id: line, qty: 2 }, expect: 401 },
    ];
  },

  'DELETE /api/cart/delete-cart-item': async (w) => {
    const [shopper, other, line] = [await w.shopper('cart'), await w.shopper('b'), await cartLine(w, 'delete')];
    return [
      { why: "someone else's line", headers: other.headers, json: { _id: line }, expect: 404 },
      { why: 'an own line', headers: shopper.headers, json: { _id: line }, expect: 200 },
      { why: 'a removed line', headers: shopper.headers, json: { _id: line }, expect: 404 },
      { why: 'a bad id', headers: shopper.headers, json: { _id: 'line-1' }, expect: 400 },
      { why: 'a guest', headers: guest, json: { _id: line }, expect: 401 },
    ];
  },

  'POST /api/file/upload': async (w) => {
    const [admin, shopper] = [await w.admin(), (await w.shopper('a')).headers];
    return [
      { why: 'a PNG', headers: admin, raw: form('image', PNG, 'p.png', 'image/png'), expect: 200 },
      { why: 'an SVG', headers: admin, raw: form('image', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'p.svg', 'image/svg+xml'), expect: 415 },
      { why: 'a truncated PNG', headers: admin, raw: form('image', PNG.subarray(0, 40), 'p.png', 'image/png'), expect: 400 },
      { why: 'the wrong field', headers: admin, raw: form('file', PNG, 'p.png', 'image/png'), expect: 400 },
      { why: 'a shopper', headers: shopper, raw: form('image', PNG, 'p.png', 'image/png'), expect: 403 },
      { why: 'a guest', headers: guest, raw: form('image', PNG, 'p.png', 'image/png'), expect: 401 },
    ];
  },

  'POST /api/file/avatar': async (w) => {
    const shopper = (await w.shopper('a')).headers;
    return [
      { why: 'a PNG', headers: shopper, raw: form('image', PNG, 'me.png', 'image/png'), expect: 200 },
      { why: 'a text file', headers: shopper, raw: form('image', 'not an image', 'me.png', 'image/png'), expect: 415 },
      { why: 'no file', headers: shopper, raw: form('note', 'hi', 'n.txt', 'text/plain'), expect: 400 },
      { why: 'an invalid token', headers: badToken, raw: form('image', PNG, 'me.png', 'image/png'), expect: 401 },
    ];
  },

  'GET /api/openapi.json': async () => {
    // The gateway serves the contracts' document unchanged.
    const res = await fetch(new URL('/api/openapi.json', gatewayUrl));
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(loadOpenApi())));
    return [{ why: 'anyone', expect: 200 }];
  },
};
