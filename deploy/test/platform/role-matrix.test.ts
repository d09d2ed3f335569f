/**
 * The permission table, proven through the gateway of the running stack: every operation of the
 * OpenAPI document is called as a guest, a shopper, a picker of store A, a picker of store B, a
 * rider of A, the store manager of A, support and an admin, and each answer is checked against what
 * contracts/src/permissions.ts and operation-access.ts say that caller may do (and against the
 * document: the status must be one it lists, the body its shape). Staff accounts are made the way
 * people get them: invited by e-mail, the link from the mail that arrived, a password set.
 */
import { OPERATION_ACCESS, PERMISSIONS, can, holds, isStoreBound, type OperationAccess, type Permission, type Role } from '@minutemart/contracts';
import { operationsOf, type OperationRef } from '@minutemart/contracts/openapi-answers';
import { answers, doc, send, type Call } from './conformance/client.js';
import { adminHeaders, createProduct, deleteCreatedProducts, placeCod, shopperWithAddress } from './shop.js';
import { describeStack, gatewayUrl, http } from './stack.js';
import { onboard, staffEmail as email } from './staff.js';

/** The seed's flagship (it serves 560001, the test shoppers' pincode, and holds new products' stock). */
const A = 'blr-indiranagar';
/** Any other store: the B staff work there, not at A. */
const B = 'matrix-elsewhere';

type Headers = Record<string, string>;
interface Caller {
  label: string;
  role: Role | null;
  stores: string[];
  headers: Headers;
}

/** The session's own operations: sent with a role's token they would end the very session the matrix needs. */
const SESSION_OPS = new Set(['GET /api/user/logout', 'POST /api/user/refresh-token']);

/** The request an operation gets: naming store A (or A's order, or the managed rider of A) where its permission looks. */
function callFor(o: OperationRef, access: OperationAccess, ctx: { orderId: string; productId: string; targetId: string }): Call {
  const path = o.path.replace('{orderId}', ctx.orderId).replace(/\{[^}]+\}/g, 'x');
  const source = access.access === 'permission' ? access.store : undefined;
  const query: Record<string, string> = source === 'query.store' ? { store: A } : {};
  let json: Record<string, unknown> | undefined = o.method === 'GET' ? undefined : {};
  // A line of the order (and a substitute for it), so a well-formed step reaches the store check.
  if (source === 'order') json = { orderId: ctx.orderId, productId: ctx.productId, substituteId: 'ffffffffffffffffffffffff' };
  if (source === 'body.storeId') json = { storeId: A };
  // Only the store's id: nothing a store manager may not change, and nothing of A changes.
  if (source === 'body._id') json = { _id: A };
  if (o.key === 'POST /api/user/staff/invite') json = { email: email('invitee'), name: 'Matrix Invitee', role: 'PICKER', stores: [A] };
  if (o.key === 'PUT /api/user/staff/update') json = { userId: ctx.targetId, role: 'RIDER', stores: [A] };
  if (o.key === 'POST /api/user/staff/deactivate' || o.key === 'POST /api/user/staff/reactivate') json = { userId: ctx.targetId };
  if (o.key === 'POST /api/order/admin/cancel' || o.key === 'POST /api/order/admin/advance') json = { orderId: ctx.orderId, to: 'packed' };
  return { why: o.key, path, query, ...(json !== undefined ? { json } : {}), expect: [] };
}

type Verdict = 'refused-unauthenticated' | 'refused-forbidden' | 'hidden' | 'allowed' | 'any';

/** What the table says this caller gets from this operation, as called by callFor. */
function verdict(caller: Caller, o: OperationRef, access: OperationAccess): Verdict {
  if (access.access === 'public') return 'any';
  if (!caller.role) return 'refused-unauthenticated';
  const grant = { role: caller.role, stores: caller.stores };
  if (access.access === 'signed-in') {
    // Someone else's order: only orders.read sees it; to everyone else it does not exist.
    if (o.key === 'GET /api/order/details/{orderId}') return can(grant, access.orPermission!) ? 'allowed' : 'hidden';
    return 'allowed';
  }
  const permission: Permission = access.permission;
  if (!holds(caller.role, permission)) return 'refused-forbidden';
  if (!PERMISSIONS[permission].storeScoped || !isStoreBound(caller.role)) return 'allowed';
  // A store-scoped permission of a store-bound role: for A only.
  if (access.store === 'order') return can(grant, permission, A) ? 'allowed' : 'hidden';
  if (access.store === undefined) {
    // Lists (the load, the staff) are filtered to the caller's stores; actions on a person need the person to be theirs.
    if (o.key.includes('/staff/deactivate') || o.key.includes('/staff/reactivate')) return can(grant, permission, A) ? 'allowed' : 'hidden';
    return 'allowed';
  }
  return can(grant, permission, A) ? 'allowed' : 'refused-forbidden';
}

const STATUS: Record<Exclude<Verdict, 'any' | 'allowed'>, number> = { 'refused-unauthenticated': 401, 'refused-forbidden': 403, hidden: 404 };

describeStack('the permission table, operation by operation and caller by caller', () => {
  let callers: Caller[];
  let orderId: string;
  let productId: string;
  let targetId: string;
  let admin: Headers;
  let pickerA: { headers: Headers; id: string };

  beforeAll(async () => {
    admin = await adminHeaders();
    const shopper = await shopperWithAddress();
    const product = await createProduct(admin, 50);
    const placed = await placeCod(shopper, [{ productId: product._id, quantity: 1 }]);
    expect([placed.status, placed.body.data.storeId]).toEqual([201, A]);
    orderId = placed.body.data.orderId;
    productId = product._id;
    const [picker, pickerB, rider, manager, target, support] = [
      await onboard(admin, 'PICKER', [A]),
      await onboard(admin, 'PICKER', [B]),
      await onboard(admin, 'RIDER', [A]),
      await onboard(admin, 'STORE_MANAGER', [A]),
      await onboard(admin, 'RIDER', [A]),
      await onboard(admin, 'SUPPORT', []),
    ];
    pickerA = picker;
    targetId = target.id;
    const user = await shopperWithAddress();
    callers = [
      { label: 'a guest', role: null, stores: [], headers: {} },
      { label: 'a shopper', role: 'USER', stores: [], headers: user.headers },
      { label: 'the picker of A', role: 'PICKER', stores: [A], headers: picker.headers },
      { label: 'a picker of B', role: 'PICKER', stores: [B], headers: pickerB.headers },
      { label: 'the rider of A', role: 'RIDER', stores: [A], headers: rider.headers },
      { label: 'the store manager of A', role: 'STORE_MANAGER', stores: [A], headers: manager.headers },
      { label: 'support', role: 'SUPPORT', stores: [], headers: support.headers },
      { label: 'an admin', role: 'ADMIN', stores: [], headers: admin },
    ];
  }, 180_000);
  afterAll(async () => {
    if (admin) await deleteCreatedProducts(admin);
  });

  const operations = operationsOf(doc);

  it('knows the access of every operation', () => {
    expect(operations.map((o) => o.key).filter((k) => !OPERATION_ACCESS[k])).toEqual([]);
  });

  it.each(operations.filter((o) => !SESSION_OPS.has(o.key)).map((o) => [o.key, o] as const))(
    '%s',
    async (_key, o) => {
      const access = OPERATION_ACCESS[o.key]!;
      const problems: string[] = [];
      const calls = [callFor(o, access, { orderId, productId, targetId })];
      // The queue's two screens need two permissions.
      if (o.key === 'GET /api/order/store-queue') calls.push({ ...calls[0]!, why: 'the rider screen', query: { store: A, stage: 'deliver' } });
      for (const base of calls) {
        for (const caller of callers) {
          const wanted =
            base.query?.['stage'] === 'deliver' && access.access === 'permission'
              ? verdict(caller, o, { ...access, permission: 'store.deliver' })
              : verdict(caller, o, access);
          const answer = await send(o, { ...base, headers: { ...caller.headers } });
          const where = `${o.key}${base.query?.['stage'] ? ` (${base.query['stage']})` : ''} as ${caller.label}`;
          for (const p of answers.problems(o, answer)) problems.push(`${where}: ${p}`);
          const refusal = [401, 403].includes(answer.status);
          const ok =
            wanted === 'any'
              ? answer.status !== 403
              : wanted === 'allowed'
                ? !refusal && !(access.access === 'permission' && access.store === 'order' && answer.status === 404)
                : answer.status === STATUS[wanted];
          if (!ok)
            problems.push(`${where}: the table says ${wanted}, got ${answer.status} '${String((answer.body as { message?: unknown } | null)?.message ?? '')}'`);
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it("refuses a deactivated picker's next request at once, at the gateway and in the services", async () => {
    const queue = () => http(`${gatewayUrl}/api/order/store-queue?store=${A}`, { headers: pickerA.headers });
    expect((await queue()).status).toBe(200);
    expect((await http(`${gatewayUrl}/api/user/staff/deactivate`, { headers: admin, body: { userId: pickerA.id } })).status).toBe(200);
    expect((await queue()).status).toBe(401);
    expect((await http(`${gatewayUrl}/api/user/user-details`, { headers: pickerA.headers })).status).toBe(401);
  });
});
