/** The `pagination` object of a paged answer: where the page is, and how many there are. */
export type Pagination = { page: number; limit: number; total: number; pages: number };

export function paginationOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) };
}

/** The rows to skip to reach `page` (1-based). */
export function offsetOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}
