import { z } from 'zod';
import { GST_RATES } from '../gst.js';

/** The tax fields product snapshots and priced lines share (see ../gst.ts). */
export const hsnField = z.string().regex(/^(\d{4}|\d{6}|\d{8})$/);
export const gstRateField = z.literal(GST_RATES);
