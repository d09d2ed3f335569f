/**
 * `make simulate` drives staff accounts, not admins: run against the stack for one store, its
 * pickers and riders are PICKER and RIDER accounts of that store (invited by the admin the first
 * time, the link from the mail), and the orders they move say so; its shopper rates delivered ones.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { testInfra } from '@minutemart/kit/testing';
import { adminHeaders } from './shop.js';
import { describeStack, gatewayUrl, http, repoRoot, waitFor } from './stack.js';

/** A store no other suite drives; opened round the clock for the run, its hours put back after. */
const STORE = 'blr-hsr-layout';
const PINCODE = '560102';

describeStack('make simulate', () => {
  let sim: ChildProcess | undefined;
  let admin: Record<string, string>;
  let hours: { open: string; close: string } | undefined;

  beforeAll(async () => {
    admin = await adminHeaders();
    const list = await http(`${gatewayUrl}/api/store/list`);
    hours = (list.body.data as { _id: string; hours: { open: string; close: string } }[]).find((s) => s._id === STORE)?.hours;
    expect(
      (await http(`${gatewayUrl}/api/store/update`, { method: 'PUT', headers: admin, body: { _id: STORE, hours: { open: '00:00', close: '24:00' } } })).status,
    ).toBe(200);
    await waitFor(async () => (await http(`${gatewayUrl}/api/order/promise?pincode=${PINCODE}`)).body.data?.available === true, {
      what: `${STORE} taking orders`,
      timeoutMs: 30_000,
    });
  });
  afterAll(async () => {
    if (sim?.pid && sim.exitCode === null) process.kill(sim.pid, 'SIGTERM');
    if (hours) await http(`${gatewayUrl}/api/store/update`, { method: 'PUT', headers: admin, body: { _id: STORE, hours } });
  });

  it("picks and delivers as the store's own PICKER and RIDER accounts", async () => {
    const lines: string[] = [];
    sim = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'deploy/sim/simulate.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        BASE_URL: gatewayUrl,
        MAIL_API_URL: testInfra.mailApiUrl,
        SIM_STORES: STORE,
        SIM_SPEED: '600',
        SIM_ORDERS_PER_HOUR: '3600',
        SIM_MINUTES: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    sim.stdout!.on('data', (b: Buffer) => lines.push(...b.toString().split('\n').filter(Boolean)));
    sim.stderr!.on('data', (b: Buffer) => lines.push(...b.toString().split('\n').filter(Boolean)));
    const delivered = await waitFor(() => lines.map((l) => /rider \d+ delivered …([0-9a-f]{6})/.exec(l)?.[1]).find(Boolean), {
      what: () => `a delivery in the simulator's log:\n${lines.slice(-30).join('\n')}`,
      timeoutMs: 150_000,
    });

    const board = await http(`${gatewayUrl}/api/order/admin/orders?q=${delivered}&limit=5`, { headers: admin });
    const order = (
      board.body.data as { orderId: string; storeId: string; state: string; picker: { id: string; name?: string }; rider: { id: string; name?: string } }[]
    ).find((o) => o.storeId === STORE && o.state === 'delivered');
    expect(order).toBeTruthy();
    expect(order!.picker.name).toMatch(/^Sim Picker \d+ \(HSR Layout\)$/);
    expect(order!.rider.name).toMatch(/^Sim Rider \d+ \(HSR Layout\)$/);
    // The people who did it are staff of that store, not admins.
    const staff = (await http(`${gatewayUrl}/api/user/staff`, { headers: admin })).body.data as { _id: string; role: string; stores: string[] }[];
    expect(staff.find((p) => p._id === order!.picker.id)).toMatchObject({ role: 'PICKER', stores: [STORE] });
    expect(staff.find((p) => p._id === order!.rider.id)).toMatchObject({ role: 'RIDER', stores: [STORE] });

    // The shopper rates delivered orders, and the store's ratings count them (ADR 0026).
    await waitFor(() => lines.some((l) => /shopper rated …[0-9a-f]{6}: .*\(201\)/.test(l)), {
      what: () => `a rating in the simulator's log:\n${lines.slice(-30).join('\n')}`,
      timeoutMs: 60_000,
    });
    const ratings = await http(`${gatewayUrl}/api/order/admin/ratings?store=${STORE}`, { headers: admin });
    expect(ratings.body.data.stores[0]).toMatchObject({ storeId: STORE, count: expect.any(Number) });
  }, 260_000);
});
