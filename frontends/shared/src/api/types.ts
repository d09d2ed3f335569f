/** The envelope every /api response uses. Extra top-level fields (totalCount, page, …) are allowed. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  error: boolean;
  message: string;
  data: T;
  [extra: string]: unknown;
}

export type Role = 'USER' | 'ADMIN';

export interface Address {
  _id: string;
  userId?: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string | number;
  status: boolean;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  avatar?: string;
  mobile?: string | number | null;
  verify_email?: boolean;
  last_login_date?: string;
  status?: string;
  address_details?: unknown[];
  shopping_cart?: unknown[];
  orderHistory?: unknown[];
  role: Role;
}
