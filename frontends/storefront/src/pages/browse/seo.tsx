import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { discountedPrice } from '@minutemart/ui';
import type { Product } from './api';

const SITE = 'Minutemart';

function metaDescription(): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!el) {
    el = document.createElement('meta');
    el.name = 'description';
    document.head.append(el);
  }
  return el;
}

/** One line of plain text, cut at a word near `max` characters (search engines show about 155). */
export function snippet(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The page's title and meta description while it is shown (the shell's index.html has the home
 * page's); both go back to what they were when the page goes.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title && !description) return;
    const meta = metaDescription();
    const before = { title: document.title, description: meta.content };
    if (title) document.title = pageTitle(title);
    if (description) meta.content = snippet(description);
    return () => {
      document.title = before.title;
      meta.content = before.description;
    };
  }, [title, description]);
}

/** schema.org Product with its offer, as search engines read it from product pages. */
export function productStructuredData(product: Product, url: string): Record<string, unknown> {
  const price = Number(product.price) || 0;
  const category = [product.category?.[0]?.name, product.subCategory?.[0]?.name].filter(Boolean).join(' > ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product._id,
    image: (product.image ?? []).filter(Boolean),
    ...(product.description ? { description: snippet(product.description, 5000) } : {}),
    ...(category ? { category } : {}),
    ...(product.unit ? { size: product.unit } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: discountedPrice(price, Number(product.discount) || 0).toFixed(2),
      availability: Number(product.stock) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** A product page's meta description. */
export function productDescription(product: Product): string {
  return product.description?.trim() || `Buy ${product.name}${product.unit ? ` (${product.unit})` : ''} online at Minutemart, delivered in 10 minutes.`;
}

/** A listing's meta description; `totalCount` 0 while it is not known. */
export function listingDescription(title: string, categoryName: string, totalCount: number): string {
  return `Shop ${title}${categoryName ? ` in ${categoryName}` : ''} online at Minutemart: ${totalCount > 0 ? `${totalCount} products` : 'fresh picks'} delivered to your door in 10 minutes.`;
}

/** The title a page sets for itself (the browser tab, search results). */
export const pageTitle = (title: string) => `${title} | ${SITE}`;

/** The page's origin: the browser's, or on the server the one the gateway renders a first view for. */
let serverOrigin = '';
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}
const pageUrl = (pathname: string) => (typeof window === 'undefined' ? serverOrigin : window.location.origin) + pathname;

/**
 * The product's structured data as a JSON-LD block: data, never run, so the gateway's CSP (no inline
 * scripts) does not apply to it. `<` is escaped so a name can never close the script element.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const { pathname } = useLocation();
  const json = JSON.stringify(productStructuredData(product, pageUrl(pathname))).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="product-jsonld" dangerouslySetInnerHTML={{ __html: json }} />;
}
