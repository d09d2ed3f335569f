/**
 * A product whose stock is in another dark store (ADR 0015), against the real stack at BASE_URL: an
 * admin creates it through the original-compatible endpoint, so its `stock` lands on
 * LEGACY_STOCK_STORE (the flagship, blr-indiranagar, in the test stack) only. A shopper at 560034,
 * served by Koramangala, sees "Not available at Koramangala" on its page and in search, the cart flags
 * the line and will not proceed (nor will checkout pay) until it is removed, and the API's refusal
 * names the store instead of calling the product "no longer sold". Once removed, the order goes ahead
 * and the success page shows the order's own promise. At 1280 and 375 px.
 */
import { snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { apiCall, BASE_URL, backendSuite, slugify, type ApiProduct } from '../support/catalogue.js';
import { addToCartViaApi, pickProducts, type CartLine, type Caller, type OrderView } from '../support/shop.js';
import { useOwnProducts } from '../support/own-products.js';
import { keepStoreOpen, shopperAt } from '../support/dark-stores.js';

const suite = await backendSuite('the stock-elsewhere tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

const FLAGSHIP = 'blr-indiranagar';
const KORAMANGALA = { storeId: 'blr-koramangala', name: 'Koramangala', pincode: '560034' };
const NOT_AVAILABLE = `Not available at ${KORAMANGALA.name}`;

/** A product the store carries with units to spare, as its shoppers' search shows it. */
async function carriedAt(storeId: string, search: string): Promise<ApiProduct> {
  const env = await apiCall<ApiProduct[]>('POST', '/api/product/search-product', { search, page: 1, limit: 24, store: storeId });
  const hit = env.data.find((p) => p.stocked === true && Number(p.stock) >= 5);
  if (!hit) throw new Error(`nothing matching "${search}" in stock at ${storeId}`);
  return hit;
}

suite(`stock in another store against ${BASE_URL}`, () => {
  const own = useOwnProducts();
  const browser = own.browser();
  let admin: Caller;
  let product: ApiProduct;
  let reopen: () => Promise<void>;

  beforeAll(async () => {
    admin = own.admin();
    // Koramangala keeps real opening hours; the shopper's store must be it whatever the time of day.
    reopen = await keepStoreOpen(admin, KORAMANGALA.storeId, KORAMANGALA.pincode);
    const [template] = await pickProducts('ghee', 1);
    product = await own.product(template!, 'E2E Flagship Only Ghee', {
      unit: '200 ml',
      stock: 20,
      price: 140,
      discount: 5,
      description: 'Created by the stock-elsewhere test.',
    });
    // The original endpoint's stock is the flagship's alone: the situation the shopper below meets.
    expect(product.storeStock).toEqual({ [FLAGSHIP]: 20 });
  });
  afterAll(async () => {
    await reopen?.();
  });

  test.each(widths)(
    'the product page, search and the cart say "Not available at Koramangala"; checkout will not start until the line is removed (%s)',
    async (label, viewport) => {
      const { api, addressId } = await shopperAt(browser.context, `elsewhere${label}`, KORAMANGALA.pincode, '14, 5th Cross, Koramangala 4th Block');
      // The cart takes a product the catalogue has just created (it asks the catalogue when its read model lags).
      await addToCartViaApi(api, product._id, 1);
      const other = await carriedAt(KORAMANGALA.storeId, 'atta');
      await addToCartViaApi(api, other._id, 1);

      // The order service refuses it for the store, in words that say so: it is sold, only not there.
      const refused = await api.call<{ unavailable: Array<{ productId: string; reason: string; scope?: string }> }>(
        'POST',
        '/api/order/cash-on-delivery',
        { list_items: [{ productId: product._id, quantity: 1 }], addressId },
        { 'Idempotency-Key': `e2e-elsewhere-${label}-${Date.now()}` },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `Sorry, ${product.name} is not available at our ${KORAMANGALA.name} store (${KORAMANGALA.pincode}). Please remove it from your cart.`,
      );
      expect(refused.body.data.unavailable).toEqual([expect.objectContaining({ productId: product._id, reason: 'not_sold', scope: 'store' })]);

      const page = await browser.newPage(viewport);
      const errors = collectErrors(page);
      // The signed-in shopper's saved address is their location: Koramangala's shelf is the one shown.
      await page.goto(`${BASE_URL}/product/${slugify(product.name)}-${product._id}`);
      await page.locator('[data-testid="location-button"][data-state="serviceable"]').waitFor({ timeout: 30_000 });
      await textOf(page.getByTestId('location-place'), [KORAMANGALA.pincode]);
      const notice = page.getByTestId('not-available-here');
      await textOf(notice, [NOT_AVAILABLE, `which delivers to ${KORAMANGALA.pincode}`]);
      expect(await page.getByTestId('buy-button').count()).toBe(0);
      expect(await page.getByText('Out of Stock', { exact: true }).count()).toBe(0);
      await notice.scrollIntoViewIfNeeded();
      await snap(page, 'stock-elsewhere-product', { fullPage: false });

      // Search results: the card says it too, instead of a Buy button.
      await page.goto(`${BASE_URL}/search?q=${encodeURIComponent(product.name)}`);
      const card = page.locator('[data-testid="product-card"][data-not-available]').filter({ hasText: product.name });
      await textOf(card.getByTestId('not-available-here'), [NOT_AVAILABLE]);
      expect(await card.getByTestId('buy-button').count()).toBe(0);

      // The cart flags the line and will not proceed.
      await page.goto(`${BASE_URL}/cart`);
      const line = page.locator(`[data-testid="cart-line"][data-product-id="${product._id}"]`);
      await textOf(line.getByTestId('cart-line-unavailable'), [NOT_AVAILABLE]);
      await textOf(page.getByTestId('cart-store-warning'), [`1 item can't come from our ${KORAMANGALA.name} store`, 'Remove it to check out']);
      const proceed = page.getByTestId('cart-proceed');
      expect(await proceed.isDisabled()).toBe(true);
      expect(await page.locator(`[data-testid="cart-line"][data-product-id="${other._id}"][data-unavailable]`).count()).toBe(0);
      await snap(page, 'stock-elsewhere-cart', { fullPage: false });
      await proceed.click({ force: true });
      expect(new URL(page.url()).pathname).toBe('/cart');

      // Checkout reached directly will not pay either, and offers the same fix.
      await page.goto(`${BASE_URL}/checkout`);
      const short = page.getByTestId('checkout-store-short');
      await textOf(short, [`can't come from our ${KORAMANGALA.name} store`, product.name, NOT_AVAILABLE]);
      const cod = page.getByRole('button', { name: 'Cash on Delivery' });
      expect(await cod.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Online Payment' }).isDisabled()).toBe(true);
      if (viewport === MOBILE) {
        // The notice is below the bill on a phone: the payment bar says why it is off and leads there.
        await page.getByTestId('checkout-pay-blocked').click();
        // In view below the sticky header and above the payment bar, once the smooth scroll has settled:
        // checked on every frame, settled when the page has not moved since the frame before.
        await page.waitForFunction(
          () => {
            const w = window as unknown as { __lastScrollY?: number };
            const still = w.__lastScrollY === window.scrollY;
            w.__lastScrollY = window.scrollY;
            const box = document.getElementById('checkout-store-short')?.getBoundingClientRect();
            const bar = document.querySelector('[data-testid="checkout-pay-blocked"]')?.getBoundingClientRect();
            return still && Boolean(box && bar && box.top >= 140 && box.bottom <= bar.top);
          },
          undefined,
          { polling: 'raf' },
        );
      }
      // On a phone the viewport, as the shopper sees it: a full-page shot of a scrolled page draws the fixed bars mid-page.
      await snap(page, 'stock-elsewhere-checkout', { fullPage: viewport !== MOBILE });

      // One tap removes the line; then checkout can start with what the store has.
      // The line leaves the page at once (optimistic); the cart service has it out once the DELETE answers.
      const removed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/delete-cart-item');
      await short.getByRole('button', { name: `Remove ${product.name}` }).click();
      expect((await removed).status()).toBe(200);
      await page.getByTestId('checkout-store-short').waitFor({ state: 'detached' });
      await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.includes('Cash on Delivery') && !b.disabled));
      const lines = await api.call<CartLine[]>('GET', '/api/cart/get');
      expect(lines.body.data.map((l) => l.productId._id)).toEqual([other._id]);

      // The order goes ahead, and the success page promises what the order itself promised.
      await cod.click();
      await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
      const orderId = (await page.getByTestId('success-order-id').textContent())!;
      const order = await api.call<OrderView>('GET', `/api/order/details/${orderId}`);
      expect(order.body.data.storeId).toBe(KORAMANGALA.storeId);
      await textOf(page.getByTestId('success-arrival'), [`Arriving in about ${order.body.data.promisedMinutes} minute`]);
      expect(errors).toEqual([]);
    },
  );
});
