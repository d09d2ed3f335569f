/** The /api envelope and roles come from the one definition of the wire, in contracts/. */
export type { ApiEnvelope, Role } from '@minutemart/contracts';
import type { Role } from '@minutemart/contracts';

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
  /** The dark stores a picker, rider or store manager works for. */
  stores?: string[];
}
