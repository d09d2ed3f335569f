/** Spaces, commas and ampersands become hyphens (each character one hyphen, as the original client's URLs do). */
export function slugify(name: string | null | undefined): string {
  return String(name ?? '').replace(/[ ,&]/g, '-');
}

/** The id is the text after the last hyphen of a slug segment. */
export function idFromSlug(segment: string | null | undefined): string {
  const s = String(segment ?? '');
  const i = s.lastIndexOf('-');
  return i === -1 ? s : s.slice(i + 1);
}

/** Name part of a slug segment (everything before the last hyphen), with hyphens shown as spaces. */
export function nameFromSlug(segment: string | null | undefined): string {
  const s = String(segment ?? '');
  const i = s.lastIndexOf('-');
  return (i === -1 ? '' : s.slice(0, i)).replace(/-+/g, ' ').trim();
}

/** /product/{name-slug}-{productId} */
export function productUrl(name: string, id: string): string {
  return `/product/${slugify(name)}-${id}`;
}

/** /{categoryName-slug}-{categoryId}/{subcategoryName-slug}-{subcategoryId} */
export function listingUrl(category: { name: string; _id: string }, subCategory: { name: string; _id: string }): string {
  return `/${slugify(category.name)}-${category._id}/${slugify(subCategory.name)}-${subCategory._id}`;
}
