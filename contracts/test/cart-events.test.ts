import { cartItemAddedV1, cartItemRemovedV1, cartQuantityChangedV1, eventRegistry } from '../src/index.js';

describe('cart event contracts', () => {
  const line = { userId: 'u', itemId: 'i', productId: 'p' };

  it('registers the three cart facts on the cart topic', () => {
    expect(eventRegistry.get('cart.item_added@1')).toBe(cartItemAddedV1);
    expect(eventRegistry.get('cart.quantity_changed@1')).toBe(cartQuantityChangedV1);
    expect(eventRegistry.get('cart.item_removed@1')).toBe(cartItemRemovedV1);
    for (const d of [cartItemAddedV1, cartQuantityChangedV1, cartItemRemovedV1]) expect(d.topic).toBe('cart');
  });

  it('refuses quantities below 1 and unknown removal reasons', () => {
    expect(cartItemAddedV1.data.safeParse({ ...line, quantity: 1, price: 10, discount: 0 }).success).toBe(true);
    expect(cartItemAddedV1.data.safeParse({ ...line, quantity: 0, price: 10, discount: 0 }).success).toBe(false);
    expect(cartQuantityChangedV1.data.safeParse({ ...line, previousQuantity: 2, quantity: 1.5 }).success).toBe(false);
    expect(cartItemRemovedV1.data.safeParse({ ...line, quantity: 1, reason: 'removed' }).success).toBe(true);
    expect(cartItemRemovedV1.data.safeParse({ ...line, quantity: 1, reason: 'stolen' }).success).toBe(false);
  });
});
