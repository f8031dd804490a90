/**
 * The response envelope every /api call answers with (docs/decisions/api-and-validation.md, API
 * conventions).
 */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
}

export interface PriceData {
  min_price: number;
  max_price: number;
}

export interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  data: T;
  pagination?: Pagination;
  price_data?: PriceData;
  other_data?: Record<string, unknown>;
}
