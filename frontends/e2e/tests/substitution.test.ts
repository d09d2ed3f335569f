/**
 * A missing item substituted on the store floor, against the real stack at BASE_URL, at 1280 and
 * 375 px: the picker offers a same-aisle product the flagship has on its shelf; when the shelf is
 * empty after all the catalogue refuses and the line says why, with its actions back; once held, the
 * original line reads "Replaced by Y" and the substitute's line "Substitute for X", the order packs,
 * the shopper's order (live) shows both lines, the refund of the difference and the new total, and
 * the orders board's card and detail say what was replaced.
 */
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { ADMIN, adminSession, eventually, inrPaise, login, pickProducts, unitPaise, type Caller, type OrderView } from '../support/shop.js';
import { aisleOf, cheaperSameAisle, claimOnFloor, placeCodViaApi, shopperAt } from '../support/dark-stores.js';

const suite = await backendSuite('the substitution tests');

const FLAGSHIP = { storeId: 'blr-indiranagar', pincode: '560038' };
const UNITS = 2;

suite(`substituting a missing item against ${BASE_URL}`, () => {
  const shopperBrowser = browserPerSuite();
  // The picker's phone has its own login: two holders of one rotating refresh token could end it.
  const staff = browserPerSuite({ between: 'pages', signIn: adminSession });
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  const setShelf = async (productId: string, stock: number) => {
    const res = await admin.call('PUT', '/api/store/stock', { storeId: FLAGSHIP.storeId, productId, stock });
    if (res.status !== 200) throw new Error(`store stock: ${res.status} ${res.body.message}`);
  };

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    'a picker replaces a missing item with a cheaper one of its aisle; refused once, then held, packed and shown to the shopper (%s)',
    async (label, viewport) => {
      const [missing] = await pickProducts('dahi', 1);
      const [other] = await pickProducts('atta', 1);
      const substitute = await cheaperSameAisle(missing!, FLAGSHIP.storeId, UNITS, [other!._id]);
      const shelf = (await aisleOf(substitute, FLAGSHIP.storeId)).find((p) => p._id === substitute._id)!.stock;

      const { api, addressId } = await shopperAt(shopperBrowser.context, `subst${label}`, FLAGSHIP.pincode);
      const orderId = await placeCodViaApi(api, addressId, [
        { productId: missing!._id, quantity: UNITS },
        { productId: other!._id, quantity: 1 },
      ]);

      // The shopper follows the order live.
      const page = await shopperBrowser.newPage(viewport);
      const errors = collectErrors(page);
      await page.goto(`${BASE_URL}/dashboard/myorders`);
      await page.locator('[data-testid="orders-live"][data-status="live"]').waitFor({ timeout: 20_000 });
      await page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).click();
      const dialog = page.getByTestId('order-dialog');
      await dialog.waitFor();

      const floor = await staff.newPage(viewport);
      const floorErrors = collectErrors(floor);
      const mine = await claimOnFloor(floor, FLAGSHIP.storeId, orderId);
      const line = mine.locator(`[data-testid="pick-line"][data-product-id="${missing!._id}"]`);

      // A sheet over the line: Escape closes it and gives the focus back to the line's button.
      const open = line.getByRole('button', { name: `Substitute ${missing!.name}` });
      const sheet = floor.getByRole('dialog', { name: `Substitute ${missing!.name}` });
      await open.click();
      await sheet.waitFor();
      await floor.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

      // It lists the aisle's products on this shelf, not those of the order.
      await floor.keyboard.press('Enter');
      const choice = sheet.locator(`[data-testid="substitute-candidate"][data-product-id="${substitute._id}"]`);
      await choice.waitFor({ timeout: 20_000 });
      for (const part of [substitute.name, substitute.unit, inrPaise(unitPaise(substitute)), `${shelf} on the shelf`])
        expect(await choice.textContent()).toContain(part);
      for (const id of [missing!._id, other!._id]) expect(await sheet.locator(`[data-product-id="${id}"]`).count()).toBe(0);
      expect(await floor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await snap(floor, 'substitute-sheet', { fullPage: false });

      // Taken off the shelf meanwhile: the catalogue refuses, the line says why and can be ticked again.
      await setShelf(substitute._id, 0);
      try {
        await choice.click();
        await sheet.waitFor({ state: 'detached' });
        const refused = floor.locator(`[data-testid="pick-line"][data-product-id="${missing!._id}"][data-substitution="refused"]`);
        await textOf(refused.getByTestId('line-substitution-refused'), [`${substitute.name} is out of stock in this store`]);
        await refused.getByRole('button', { name: `Substitute ${missing!.name}` }).waitFor();
        expect(await refused.getByRole('button', { name: `Picked ${missing!.name}` }).isEnabled()).toBe(true);
        expect(await mine.getByRole('button', { name: /^Pack/ }).textContent()).toContain(`${UNITS + 1} left to tick`);
        await snap(floor, 'substitute-refused');
      } finally {
        await setShelf(substitute._id, shelf);
      }
      await eventually('the shelf restocked in the listing', async () =>
        (await aisleOf(substitute, FLAGSHIP.storeId)).some((p) => p._id === substitute._id && p.stock === shelf),
      );

      // Back on the shelf: asked again, held, and the line shows what replaced it.
      await line.getByRole('button', { name: `Substitute ${missing!.name}` }).click();
      await choice.click();
      const held = floor.locator(`[data-testid="pick-line"][data-product-id="${missing!._id}"][data-substitution="held"]`);
      await textOf(held.getByTestId('line-replaced'), [`Replaced by ${substitute.name}`], 30_000);
      const subLine = mine.locator(`[data-testid="pick-line"][data-product-id="${substitute._id}"][data-substitute-for="${missing!._id}"]`);
      await textOf(subLine.getByTestId('line-substitute-for'), [`Substitute for ${missing!.name}`]);
      await subLine.locator('[aria-label="Ticked"]').waitFor();

      const otherLine = mine.locator(`[data-testid="pick-line"][data-product-id="${other!._id}"]`);
      await otherLine.getByRole('button', { name: `Picked ${other!.name}` }).click();
      await otherLine.locator('[aria-label="Ticked"]').waitFor();
      await snap(floor, 'substitute-held');
      expect(await floor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await mine.getByRole('button', { name: /^Pack #/ }).click();
      await floor.locator(`[data-testid="floor-order"][data-order-id="${orderId}"]`).waitFor({ state: 'detached' });
      expect(floorErrors).toEqual([]);

      // The shopper: the substitute's line, what it replaced, the difference refunded and the new total.
      const charged = unitPaise(substitute) * UNITS;
      const total = charged + unitPaise(other!);
      await textOf(dialog.getByTestId('order-status'), ['Packed']);
      const subItem = dialog.locator(`[data-testid="dialog-item"][data-product-id="${substitute._id}"]`);
      await textOf(subItem, [substitute.name, `Substitute for ${missing!.name}`, inrPaise(charged)]);
      await textOf(dialog.locator(`[data-testid="dialog-item"][data-product-id="${missing!._id}"]`).getByTestId('item-replaced'), [
        `${UNITS} replaced by ${substitute.name}`,
      ]);
      expect(await dialog.locator(`[data-testid="dialog-item"][data-product-id="${missing!._id}"] [data-testid="item-missing"]`).count()).toBe(0);
      await textOf(dialog.getByTestId('dialog-refund'), [
        `${UNITS} × ${missing!.name} (replaced by ${substitute.name}), price difference`,
        inrPaise(unitPaise(missing!) * UNITS - charged),
      ]);
      await textOf(dialog.getByTestId('dialog-total'), [inrPaise(total)]);
      const stored = (await api.call<OrderView>('GET', `/api/order/details/${orderId}`)).body.data;
      expect(stored.totals.grandTotalPaise).toBe(total);
      await subItem.scrollIntoViewIfNeeded();
      await snap(page, 'substitute-shopper', { fullPage: false });
      expect(errors).toEqual([]);

      // The orders board: the card says what was replaced, its detail marks both lines.
      const board = await staff.newPage(viewport);
      const boardErrors = collectErrors(board);
      await board.goto(`${BASE_URL}/dashboard/orders`);
      const boardCard = board.locator(`[data-testid="column-packed"] [data-testid="order-card"][data-order-id="${orderId}"]`);
      await textOf(boardCard.getByTestId('order-substitutions'), [`${UNITS} × ${missing!.name} replaced by ${substitute.name}`], 30_000);
      await boardCard.getByRole('button', { name: `Open order ${orderId}` }).click();
      const detail = board.getByTestId('order-detail');
      await textOf(detail.getByTestId('line-replaced'), [`Replaced by ${substitute.name}`]);
      await textOf(detail.getByTestId('line-substitute-for'), [`Substitute for ${missing!.name}`]);
      await snap(board, 'substitute-board', { fullPage: false });
      expect(boardErrors).toEqual([]);
    },
  );
});
