import { Types } from 'mongoose';
import { product, productEvent, startCart, type CartStack, type Shopper } from './harness.js';

let s: CartStack;
beforeAll(async () => {
  s = await startCart();
});
afterAll(async () => {
  await s?.stop();
});

/** A product the read model knows, as if the catalogue had just published it. */
const known = async (over: Parameters<typeof product>[0] = {}) => {
  const p = product(over);
  await s.deliver(productEvent('created', p));
  return p;
};

const add = (who: Shopper, body: unknown) => s.api('/create', who, { method: 'POST', body });
const list = (who: Shopper) => s.api('/get', who);
const setQty = (who: Shopper, body: unknown) => s.api('/update-qty', who, { method: 'PUT', body });
const remove = (who: Shopper, body: unknown) => s.api('/delete-cart-item', who, { method: 'DELETE', body });

/** A shopper with one product in the cart; returns the line id. */
const withLine = async (over: Parameters<typeof product>[0] = {}) => {
  const me = await s.shopper();
  const p = await known(over);
  const res = await add(me, { productId: p._id });
  expect(res.status).toBe(201);
  return { me, p, itemId: res.body.data._id as string };
};

describe('cart: login required', () => {
  it.each([
    ['POST', '/create'],
    ['GET', '/get'],
    ['PUT', '/update-qty'],
    ['DELETE', '/delete-cart-item'],
  ])('%s %s answers 401 without a token, or with a forged one', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const anonymous = await s.api(path, null, { method, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, error: true, message: 'Please login to continue' });
    const forged = await s.api(path, { id: 'x', auth: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } }, { method, body });
    expect(forged.status).toBe(401);
  });
});

describe('POST /api/cart/create', () => {
  it('adds a product with quantity 1 and GET shows it with the whole product', async () => {
    const me = await s.shopper();
    const p = await known();
    const res = await add(me, { productId: p._id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'Item add Successfully' });
    expect(res.body.data).toMatchObject({ quantity: 1, productId: p._id, userId: me.id });
    expect(res.body.data._id).toMatch(/^[0-9a-f]{24}$/);

    const got = await list(me);
    expect(got.status).toBe(200);
    expect(got.body.success).toBe(true);
    expect(got.body.data).toEqual([{ _id: res.body.data._id, quantity: 1, userId: me.id, createdAt: expect.any(String), productId: p }]);
  });

  it('accepts the product as a whole object, and keeps lines in the order they were added', async () => {
    const me = await s.shopper();
    const a = await known();
    const b = await known();
    expect((await add(me, { productId: { ...a } })).status).toBe(201);
    expect((await add(me, { productId: b._id.toUpperCase() })).status).toBe(201);
    const got = await list(me);
    expect(got.body.data.map((l: any) => l.productId._id)).toEqual([a._id, b._id]);
  });

  it('works for a shopper whose cart was created from user.registered, and for one without a cart yet', async () => {
    const me = await s.shopper();
    const carts = s.svc.runtime.db.collection('carts');
    expect(await carts.findOne({ _id: new Types.ObjectId(me.id) })).toBeNull();
    const p = await known();
    expect((await add(me, { productId: p._id })).status).toBe(201);
    expect(await carts.countDocuments({ _id: new Types.ObjectId(me.id) })).toBe(1);
  });

  it('refuses a product already in the cart', async () => {
    const { me, p } = await withLine();
    const again = await add(me, { productId: p._id });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, error: true, message: 'Item already in cart' });
    expect((await list(me)).body.data).toHaveLength(1);
  });

  it('answers 404 for an unknown, an unpublished or a deleted product', async () => {
    const me = await s.shopper();
    const unknown = await add(me, { productId: new Types.ObjectId().toHexString() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');

    const hidden = await known({ publish: false });
    expect((await add(me, { productId: hidden._id })).status).toBe(404);

    const gone = await known();
    await s.deliver(productEvent('deleted', gone));
    const res = await add(me, { productId: gone._id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('refuses a product out of stock', async () => {
    const me = await s.shopper();
    const p = await known({ stock: 0 });
    const res = await add(me, { productId: p._id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Out of stock');
  });

  it.each([
    [{}, 'Provide productId'],
    [{ productId: '' }, 'Provide a valid productId'],
    [{ productId: 'not-an-id' }, 'Provide a valid productId'],
    [{ productId: { $gt: '' } }, 'Provide a valid productId'],
    [{ productId: { _id: { $ne: null } } }, 'Provide a valid productId'],
    [{ productId: ['0123456789abcdef01234567'] }, 'Provide a valid productId'],
    [{ productId: 1234 }, 'Provide a valid productId'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const me = await s.shopper();
    const res = await add(me, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const me = await s.shopper();
    const res = await s.api('/create', me, { method: 'POST', body: '{"productId": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });
});

describe('GET /api/cart/get', () => {
  it('is empty for a new shopper', async () => {
    const res = await list(await s.shopper());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('never answers a line with a null product, even for a line whose product the cart does not know', async () => {
    const { me, p } = await withLine();
    // A line left behind (e.g. written before its product was known): it must not show up as null.
    await s.svc.runtime.db
      .collection('carts')
      .updateOne(
        { _id: new Types.ObjectId(me.id) },
        { $push: { items: { _id: new Types.ObjectId(), productId: new Types.ObjectId().toHexString(), quantity: 2, addedAt: new Date() } } as never },
      );
    const res = await list(me);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].productId._id).toBe(p._id);
    for (const line of res.body.data) expect(line.productId).not.toBeNull();
  });

  it('shows the product as the catalogue last described it', async () => {
    const { me, p } = await withLine({ price: 50 });
    await s.deliver(productEvent('updated', { ...p, price: 45, discount: 10, stock: 3 }));
    const res = await list(me);
    expect(res.body.data[0].productId).toMatchObject({ price: 45, discount: 10, stock: 3 });
  });
});

describe('PUT /api/cart/update-qty', () => {
  it('sets the quantity, numbers as strings included', async () => {
    const { me, itemId } = await withLine();
    const res = await setQty(me, { _id: itemId, qty: '3' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Update cart', data: { _id: itemId, quantity: 3 } });
    expect((await list(me)).body.data[0].quantity).toBe(3);
    expect((await setQty(me, { _id: { _id: itemId }, qty: 2 })).body.data.quantity).toBe(2);
    // Setting the same quantity again is fine and changes nothing.
    expect((await setQty(me, { _id: itemId, qty: 2 })).status).toBe(200);
  });

  it('caps the quantity at the stock and says so', async () => {
    const { me, itemId } = await withLine({ stock: 4 });
    const res = await setQty(me, { _id: itemId, qty: 9 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Only 4 in stock: quantity set to 4');
    expect(res.body.data.quantity).toBe(4);
    expect((await list(me)).body.data[0].quantity).toBe(4);
  });

  it('refuses when the product ran out, and 404s once it left the catalogue', async () => {
    const { me, p, itemId } = await withLine();
    await s.deliver(productEvent('updated', { ...p, stock: 0 }));
    const out = await setQty(me, { _id: itemId, qty: 2 });
    expect(out.status).toBe(400);
    expect(out.body.message).toBe('Out of stock');

    await s.deliver(productEvent('deleted', p));
    const gone = await setQty(me, { _id: itemId, qty: 1 });
    expect(gone.status).toBe(404);
  });

  it.each([
    [0, 'qty must be at least 1'],
    [-2, 'qty must be at least 1'],
    ['-1', 'qty must be at least 1'],
    [1.5, 'qty must be a whole number'],
    ['abc', 'qty must be a number'],
    ['', 'Provide qty'],
    [null, 'Provide qty'],
    [true, 'qty must be a number'],
    [{ $gt: 0 }, 'qty must be a number'],
    [[2], 'qty must be a number'],
  ])('refuses qty %j with 400 "%s"', async (qty, message) => {
    const { me, itemId } = await withLine();
    const res = await setQty(me, { _id: itemId, qty });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await list(me)).body.data[0].quantity).toBe(1);
  });

  it('refuses a missing or malformed line id', async () => {
    const me = await s.shopper();
    expect((await setQty(me, { qty: 2 })).body.message).toBe('Provide cart item id');
    const op = await setQty(me, { _id: { $ne: null }, qty: 2 });
    expect(op.status).toBe(400);
    expect(op.body.message).toBe('Provide a valid cart item id');
  });

  it("answers 404 for another shopper's line and leaves it unchanged", async () => {
    const { me, itemId } = await withLine();
    const other = await s.shopper();
    const res = await setQty(other, { _id: itemId, qty: 5 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Cart item not found');
    expect((await list(me)).body.data[0].quantity).toBe(1);
  });
});

describe('DELETE /api/cart/delete-cart-item', () => {
  it('removes the line (id in a JSON body)', async () => {
    const { me, itemId } = await withLine();
    const res = await remove(me, { _id: itemId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'Item remove' });
    expect((await list(me)).body.data).toEqual([]);
    expect((await remove(me, { _id: itemId })).status).toBe(404);
  });

  it('accepts the whole line object back', async () => {
    const { me } = await withLine();
    const [line] = (await list(me)).body.data;
    expect((await remove(me, line)).status).toBe(200);
  });

  it("answers 404 for another shopper's line and keeps it", async () => {
    const { me, itemId } = await withLine();
    const res = await remove(await s.shopper(), { _id: itemId });
    expect(res.status).toBe(404);
    expect((await list(me)).body.data).toHaveLength(1);
  });

  it('refuses operator payloads and a missing body', async () => {
    const { me } = await withLine();
    for (const body of [{ _id: { $ne: null } }, { _id: { $regex: '.*' } }, { _id: [] }]) {
      const res = await remove(me, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Provide a valid cart item id');
    }
    expect((await s.api('/delete-cart-item', me, { method: 'DELETE' })).body.message).toBe('Provide cart item id');
    expect((await list(me)).body.data).toHaveLength(1);
  });
});

describe('cart size', () => {
  let small: CartStack;
  beforeAll(async () => {
    small = await startCart({ env: { CART_MAX_ITEMS: '2' } });
  });
  afterAll(async () => {
    await small?.stop();
  });

  it('holds at most CART_MAX_ITEMS different products', async () => {
    const me = await small.shopper();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = product();
      await small.deliver(productEvent('created', p));
      ids.push(p._id);
    }
    expect((await small.api('/create', me, { method: 'POST', body: { productId: ids[0] } })).status).toBe(201);
    expect((await small.api('/create', me, { method: 'POST', body: { productId: ids[1] } })).status).toBe(201);
    const full = await small.api('/create', me, { method: 'POST', body: { productId: ids[2] } });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('Your cart can hold up to 2 different products');
  });
});
