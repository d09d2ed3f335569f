import { z } from 'zod';

const required = (label: string) =>
  z.string({ error: (i) => (i.input === undefined ? `Provide ${label}` : `${label} must be text`) }).trim().min(1, `Provide ${label}`);

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
