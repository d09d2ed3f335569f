export function paging(page: number | undefined, limit: number) {
  const p = page ?? 1;
  return { page: p, limit, skip: (p - 1) * limit };
}

export const pageCount = (total: number, limit: number): number => Math.ceil(total / limit);
