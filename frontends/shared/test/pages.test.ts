import { readFileSync } from 'node:fs';
import { PAGES, STAFF_PAGES, USER_PAGES } from '../src/session/pages';

/** The modules a remote's Rspack config exposes (`'./Name': './src/expose/Name.ts'`). */
const exposed = (remote: string): string[] =>
  [...readFileSync(new URL(`../../${remote}/rspack.config.js`, import.meta.url), 'utf8').matchAll(/'\.\/(\w+)':\s*'\.\/src\/expose\//g)].map((m) => m[1]!);

describe('pages declared once', () => {
  it.each(['storefront', 'admin'] as const)('every module the %s remote exposes is a declared page, and every declared one is exposed', (remote) => {
    const declared = PAGES.filter((p) => p.remote === remote).map((p) => p.module);
    expect([...declared].sort()).toEqual([...exposed(remote)].sort());
  });

  it('gives each page one path', () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts every staff page under /dashboard in the admin remote, with a label the menus show', () => {
    for (const p of PAGES.filter((x) => x.permission)) {
      expect(p).toMatchObject({ remote: 'admin', label: expect.any(String) });
      expect(p.path.startsWith('/dashboard/')).toBe(true);
    }
    expect(STAFF_PAGES.map((p) => p.label)).toContain('Store dashboard');
    expect(STAFF_PAGES).toHaveLength(PAGES.filter((p) => p.remote === 'admin').length);
    expect(USER_PAGES).toEqual([
      { to: '/dashboard/myorders', label: 'My Orders' },
      { to: '/dashboard/address', label: 'Saved Address' },
    ]);
  });
});
