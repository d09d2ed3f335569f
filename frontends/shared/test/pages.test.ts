import { readFileSync } from 'node:fs';
import { PAGES, REMOTE_PARTS, STAFF_PAGES, USER_PAGES, pageFor } from '../src/session/pages';

/** The modules a remote's Rspack config exposes (`'./Name': './src/expose/Name.ts'`). */
const exposed = (remote: string): string[] =>
  [...readFileSync(new URL(`../../${remote}/rspack.config.js`, import.meta.url), 'utf8').matchAll(/'\.\/(\w+)':\s*'\.\/src\/expose\//g)].map((m) => m[1]!);

describe('pages declared once', () => {
  it.each(['storefront', 'admin'] as const)('every module the %s remote exposes is a declared page or part, and every declared one is exposed', (remote) => {
    const declared = [...PAGES, ...Object.values(REMOTE_PARTS)].filter((p) => p.remote === remote).map((p) => p.module);
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
      { to: '/dashboard/buy-again', label: 'Buy Again' },
      { to: '/dashboard/address', label: 'Saved Address' },
    ]);
  });
});

describe('the page a path shows', () => {
  it.each([
    ['/', 'Home'],
    ['/search', 'Search'],
    ['/product/Amul-Milk-665f1c2a9b8e4d0012345678', 'ProductDetail'],
    ['/Dairy-665f1c2a9b8e4d0012345678/Milk-665f1c2a9b8e4d0012345679/', 'ProductListing'],
    ['/dashboard/profile', 'Profile'],
    ['/dashboard/orders', 'Orders'],
  ])('%s is %s, literal segments before parameters as the router ranks them', (path, module) => {
    expect(pageFor(path)?.module).toBe(module);
  });

  it('knows no page for a path nothing declares, or one the shell keeps for itself', () => {
    expect(pageFor('/cart')).toBeUndefined();
    expect(pageFor('/product/a/b')).toBeUndefined();
    expect(pageFor('/staff/invite')?.module).toBe('ProductListing');
    expect(pageFor('/staff/invite', ['/staff/invite'])).toBeUndefined();
  });
});
