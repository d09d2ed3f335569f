import { z } from 'zod';
import { objectIdInput } from '@minutemart/kit';
import { AUDIT_ENTITIES, ROLES, STAFF_ROLES, deliveryInstructions } from '@minutemart/contracts';

const required = (label: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? `Provide ${label}` : `${label} must be text`) })
    .trim()
    .min(1, `Provide ${label}`);

export const email = required('email').max(254).email('Provide a valid email');

export const registerBody = z.object({
  name: required('name').max(100),
  email,
  password: z.string({ error: 'Provide password' }).min(1, 'Provide password'),
  confirmPassword: z.string({ error: 'Provide confirmPassword' }).min(1, 'Provide confirmPassword'),
});

export const loginBody = z.object({
  email,
  password: z.string({ error: 'Provide password' }).min(1, 'Provide password').max(256),
});

/** Fields the client sends as numbers or strings (mobile, pincode): stored as trimmed text. */
const textOrNumber = (label: string) =>
  z
    .union([z.string(), z.number().finite()], {
      error: (i) => (i.input === undefined || i.input === null ? `Provide ${label}` : `${label} must be text or a number`),
    })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, `Provide ${label}`));

const mobile = textOrNumber('mobile').pipe(z.string().regex(/^(?=.*\d)[0-9+\-(). ]{3,20}$/, 'Provide a valid mobile number'));

export const updateUserBody = z.object({
  name: required('name').max(100),
  email,
  mobile,
});

export const forgotPasswordBody = z.object({ email });

export const verifyOtpBody = z.object({
  otp: textOrNumber('otp').pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit OTP')),
  email,
});

export const resetPasswordBody = z.object({
  email,
  newPassword: z.string({ error: 'Provide newPassword' }).min(1, 'Provide newPassword').max(256),
  confirmPassword: z.string({ error: 'Provide confirmPassword' }).min(1, 'Provide confirmPassword').max(256),
});

const addressFields = {
  address_line: required('address line').max(300),
  city: required('city').max(100),
  state: required('state').max(100),
  pincode: textOrNumber('pincode').pipe(z.string().regex(/^[A-Za-z0-9 -]{2,12}$/, 'Provide a valid pincode')),
  country: required('country').max(100),
  mobile,
  instructions: deliveryInstructions.optional(),
};

export const createAddressBody = z.object(addressFields);

export const updateAddressBody = z.object({
  _id: objectIdInput('address id'),
  address_line: addressFields.address_line.optional(),
  city: addressFields.city.optional(),
  state: addressFields.state.optional(),
  pincode: addressFields.pincode.optional(),
  country: addressFields.country.optional(),
  mobile: addressFields.mobile.optional(),
  instructions: addressFields.instructions,
});

export const addressIdBody = z.object({ _id: objectIdInput('address id') });

const STORE_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;
const stores = z
  .array(
    z.string({ error: 'Each store is a store id like blr-indiranagar' }).trim().toLowerCase().regex(STORE_ID, 'Each store is a store id like blr-indiranagar'),
    { error: 'stores must be a list of store ids' },
  )
  .max(50, 'At most 50 stores')
  .default([]);
const staffRole = z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` });

export const staffInviteBody = z.object({ email, name: required('name').max(100), role: staffRole, stores });

export const acceptInviteBody = z.object({
  token: required('the invitation token').max(200),
  password: z.string({ error: 'Provide password' }).min(1, 'Provide password').max(256),
  confirmPassword: z.string({ error: 'Provide confirmPassword' }).min(1, 'Provide confirmPassword').max(256),
});

/** USER takes every staff role away (the account stays, as a shopper's). */
export const staffAssignBody = z.object({
  userId: objectIdInput('user id'),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }),
  stores,
});

export const staffUserBody = z.object({ userId: objectIdInput('user id') });

const when = (label: string) => z.coerce.date({ error: `${label} must be a date and time like 2030-03-04T06:30:00Z` }).optional();

export const auditQuery = z.object({
  actor: z
    .string({ error: 'actor must be text' })
    .trim()
    .max(254)
    .optional()
    .transform((v) => v || undefined),
  store: z
    .string({ error: 'store must be text' })
    .trim()
    .toLowerCase()
    .max(63)
    .optional()
    .transform((v) => v || undefined),
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  entityId: z
    .string({ error: 'entityId must be text' })
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  from: when('from'),
  to: when('to'),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit is at least 1')
    .max(100, 'limit is at most 100')
    .default(50),
});
