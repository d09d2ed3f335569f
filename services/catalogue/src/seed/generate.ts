import type { GstRate } from '@minutemart/contracts';
import { createHash } from 'node:crypto';
import { taxOf } from './tax-data.js';
import { CATALOGUE, MANUFACTURERS, ORIGIN, type CategorySpec, type Shape, type SubSpec, type TypeSpec } from './catalogue-data.js';

/** Small, fast, seedable PRNG (mulberry32): the same key always gives the same numbers. */
export function prng(key: string): () => number {
  let a = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface SeedProduct {
  key: string;
  name: string;
  unit: string;
  price: number;
  discount: number;
  hsn: string;
  gstRate: GstRate;
  stock: number;
  description: string;
  more_details: Record<string, string>;
  category: string;
  subCategory: string;
  /** The product type whose picture the product shows. */
  typeKey: string;
  createdAt: Date;
}

export interface SeedType {
  key: string;
  label: string;
  shape: Shape;
  colour: string;
}

const DISCOUNTS = [0, 0, 0, 0, 5, 5, 8, 10, 10, 12, 15, 15, 18, 20, 25, 30];
/** Seeded products look as if added over the past year, newest first in lists, the same on every run. */
const EPOCH = Date.UTC(2025, 5, 1);

const inr = (p: number): number => {
  if (p < 20) return Math.max(5, Math.round(p));
  const r = Math.round(p / 5) * 5;
  return r >= 100 && r % 10 === 0 ? r - 1 : r;
};

const manufacturer = (brand: string): string => {
  const hit = Object.keys(MANUFACTURERS).find((b) => brand === b || brand.startsWith(`${b} `) || brand.startsWith(`${b}'`));
  return hit ? MANUFACTURERS[hit]! : `${brand.replace(/'s$/, '')} Consumer Products Pvt. Ltd.`;
};
const origin = (brand: string): string => ORIGIN[brand] ?? 'India';

function fssai(rand: () => number): string {
  let s = '1';
  for (let i = 0; i < 13; i++) s += Math.floor(rand() * 10);
  return s;
}

function describe(cat: CategorySpec, type: TypeSpec, brand: string, flavour: string | undefined, unit: string): string {
  const what = flavour ? `${flavour} ${type.type}` : type.type;
  return `${brand} ${what} (${unit}). ${cat.blurb}`;
}

/** Combo packs of the smallest size are sold for everything but fresh produce and meat. */
const FRESH = new Set(['Fruits & Vegetables', 'Chicken, Meat & Fish']);

function packs(cat: CategorySpec, type: TypeSpec): { unit: string; base: number }[] {
  const list = type.variants.map((v) => {
    const [unit, base] = v.split(':').map((s) => s.trim()) as [string, string];
    return { unit, base: Number(base) };
  });
  const smallest = list[0]!;
  if (FRESH.has(cat.name) || /\bx\b|pcs|pack|servings/.test(smallest.unit)) return list;
  return [...list, { unit: `2 x ${smallest.unit}`, base: smallest.base * 2 * 0.97 }, { unit: `3 x ${smallest.unit}`, base: smallest.base * 3 * 0.95 }];
}

export function typeKey(cat: CategorySpec, sub: SubSpec, type: TypeSpec): string {
  return slug(`${cat.name} ${sub.name} ${type.type}`);
}

/** Every product of the seed catalogue, in a stable order, with stable keys. */
export function seedProducts(catalogue: CategorySpec[] = CATALOGUE): { products: SeedProduct[]; types: SeedType[] } {
  const products: SeedProduct[] = [];
  const types: SeedType[] = [];
  const seen = new Set<string>();
  for (const cat of catalogue) {
    for (const sub of cat.subs) {
      for (const type of sub.types) {
        const tKey = typeKey(cat, sub, type);
        types.push({ key: tKey, label: type.type, shape: type.shape, colour: cat.colour });
        for (const brand of type.brands) {
          const brandRand = prng(`${tKey}|${brand}`);
          const brandFactor = 0.85 + brandRand() * 0.35;
          for (const flavour of type.flavours ?? [undefined]) {
            for (const { unit, base } of packs(cat, type)) {
              const name = [brand, flavour, type.type].filter(Boolean).join(' ');
              const key = slug(`${name} ${unit}`);
              if (seen.has(key)) continue;
              seen.add(key);
              const rand = prng(key);
              const stockRoll = rand();
              const details: Record<string, string> = { 'Shelf Life': cat.shelfLife };
              if (flavour) details['Flavour'] = flavour;
              details['Country of Origin'] = origin(brand);
              details['Manufacturer'] = manufacturer(brand);
              if (cat.food) details['FSSAI License'] = fssai(rand);
              details['Customer Care'] = 'support@minutemart.test';
              products.push({
                key,
                name,
                unit,
                price: inr(base * brandFactor * (flavour ? 0.95 + rand() * 0.15 : 1)),
                discount: DISCOUNTS[Math.floor(rand() * DISCOUNTS.length)]!,
                ...taxOf(sub.name, type.type),
                stock: stockRoll < 0.04 ? 0 : stockRoll < 0.1 ? 1 + Math.floor(rand() * 5) : 10 + Math.floor(rand() * 140),
                description: describe(cat, type, brand, flavour, unit),
                more_details: details,
                category: cat.name,
                subCategory: sub.name,
                typeKey: tKey,
                createdAt: new Date(EPOCH - Math.floor(rand() * 365 * 24 * 3600) * 1000),
              });
            }
          }
        }
      }
    }
  }
  return { products, types };
}
