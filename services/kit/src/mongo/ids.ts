import { Types } from 'mongoose';
import { badRequest } from '../http/errors.js';

export const isObjectId = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-fA-F]{24}$/.test(v);

/** Ids arrive as strings or as `{ _id }` objects (the existing client sends whole objects). */
export function idOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && '_id' in v && typeof (v as { _id: unknown })._id === 'string') {
    return (v as { _id: string })._id;
  }
  return undefined;
}

export function requireObjectId(v: unknown, what = 'id'): Types.ObjectId {
  const id = idOf(v);
  if (!isObjectId(id)) throw badRequest(`Provide a valid ${what}`);
  return new Types.ObjectId(id);
}
