import type { DarkStoreStatus } from '@minutemart/contracts';
import type { ServedPincode, StoreLegal } from '../data/store-model.js';

export interface StoreSpec {
  _id: string;
  name: string;
  city: string;
  location: { lat: number; lng: number };
  serves: ServedPincode[];
  hours: { open: string; close: string };
  pickers: number;
  status: DarkStoreStatus;
  /** The seller on this store's tax invoices. */
  legal: StoreLegal;
}

/** Every seed store belongs to one company, registered in each of its two states. */
const LEGAL_NAME = 'Minutemart Quick Commerce Private Limited';
const legalOf = (gstin: string, address: string): StoreLegal => ({ name: LEGAL_NAME, gstin, stateCode: gstin.slice(0, 2), address });

const at = (pincode: string, area: string, lat: number, lng: number): ServedPincode => ({ pincode, area, lat, lng });

/**
 * The seed's dark stores: six in two cities, each serving the pincodes around it (centres are the
 * pincode areas' approximate middles). Where two stores serve a pincode the order service picks
 * the nearer open one. Indiranagar is the flagship: open round the clock, it carries the whole
 * range, and its shelves are what the one-store catalogue had (FLAGSHIP_STORE below).
 */
export const SEED_STORES: StoreSpec[] = [
  {
    _id: 'blr-indiranagar',
    name: 'Indiranagar',
    city: 'Bengaluru',
    location: { lat: 12.9716, lng: 77.6412 },
    serves: [
      at('560038', 'Indiranagar', 12.9719, 77.6412),
      at('560008', 'Halasuru', 12.9781, 77.6246),
      at('560001', 'MG Road', 12.9756, 77.6067),
      at('560025', 'Richmond Town', 12.9655, 77.602),
      at('560071', 'Domlur', 12.9609, 77.6387),
      at('560075', 'New Thippasandra', 12.975, 77.656),
    ],
    hours: { open: '00:00', close: '24:00' },
    pickers: 8,
    status: 'open',
    legal: legalOf('29AAKCM4821Q1ZQ', 'No. 412, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038, Karnataka'),
  },
  {
    _id: 'blr-koramangala',
    name: 'Koramangala',
    city: 'Bengaluru',
    location: { lat: 12.9352, lng: 77.6245 },
    serves: [
      at('560034', 'Koramangala', 12.9279, 77.6271),
      at('560095', 'Koramangala 6th Block', 12.9377, 77.619),
      at('560047', 'Ejipura', 12.946, 77.623),
      at('560030', 'Adugodi', 12.942, 77.608),
      at('560029', 'S.G. Palya', 12.931, 77.605),
      at('560071', 'Domlur', 12.9609, 77.6387),
    ],
    hours: { open: '06:00', close: '02:00' },
    pickers: 6,
    status: 'open',
    legal: legalOf('29AAKCM4821Q2ZP', 'No. 67, 80 Feet Road, 4th Block, Koramangala, Bengaluru 560034, Karnataka'),
  },
  {
    _id: 'blr-hsr-layout',
    name: 'HSR Layout',
    city: 'Bengaluru',
    location: { lat: 12.9121, lng: 77.6446 },
    serves: [
      at('560102', 'HSR Layout', 12.9121, 77.6446),
      at('560068', 'Bommanahalli', 12.903, 77.624),
      at('560034', 'Koramangala', 12.9279, 77.6271),
      at('560103', 'Bellandur', 12.926, 77.6762),
      at('560076', 'BTM Layout', 12.9166, 77.6101),
    ],
    hours: { open: '06:00', close: '01:00' },
    pickers: 5,
    status: 'open',
    legal: legalOf('29AAKCM4821Q3ZO', 'No. 1187, 27th Main Road, Sector 2, HSR Layout, Bengaluru 560102, Karnataka'),
  },
  {
    _id: 'mum-andheri-west',
    name: 'Andheri West',
    city: 'Mumbai',
    location: { lat: 19.1364, lng: 72.8296 },
    serves: [
      at('400053', 'Andheri West', 19.1351, 72.8262),
      at('400058', 'Azad Nagar', 19.124, 72.836),
      at('400061', 'Versova', 19.131, 72.814),
      at('400102', 'Jogeshwari West', 19.14, 72.842),
      at('400049', 'Juhu', 19.1075, 72.8263),
      at('400069', 'Andheri East', 19.115, 72.857),
    ],
    hours: { open: '06:00', close: '01:00' },
    pickers: 7,
    status: 'open',
    legal: legalOf('27AAKCM4821Q1ZU', 'Unit 3, Shah Industrial Estate, Veera Desai Road, Andheri West, Mumbai 400053, Maharashtra'),
  },
  {
    _id: 'mum-powai',
    name: 'Powai',
    city: 'Mumbai',
    location: { lat: 19.1176, lng: 72.906 },
    serves: [
      at('400076', 'Powai', 19.1197, 72.9051),
      at('400072', 'Saki Naka', 19.11, 72.888),
      at('400079', 'Vikhroli West', 19.111, 72.928),
      at('400084', 'Ghatkopar West', 19.088, 72.907),
      at('400078', 'Bhandup West', 19.145, 72.938),
      at('400069', 'Andheri East', 19.115, 72.857),
    ],
    hours: { open: '07:00', close: '23:30' },
    pickers: 5,
    status: 'open',
    legal: legalOf('27AAKCM4821Q2ZT', 'Shop 14, Hiranandani Gardens, Central Avenue, Powai, Mumbai 400076, Maharashtra'),
  },
  {
    _id: 'mum-bandra-west',
    name: 'Bandra West',
    city: 'Mumbai',
    location: { lat: 19.0596, lng: 72.8295 },
    serves: [
      at('400050', 'Bandra West', 19.0596, 72.8295),
      at('400051', 'Bandra East', 19.062, 72.847),
      at('400052', 'Khar West', 19.071, 72.836),
      at('400054', 'Santacruz West', 19.081, 72.837),
      at('400055', 'Santacruz East', 19.08, 72.852),
      at('400049', 'Juhu', 19.1075, 72.8263),
      at('400098', 'Kalina', 19.075, 72.864),
    ],
    hours: { open: '06:00', close: '02:00' },
    pickers: 8,
    status: 'open',
    legal: legalOf('27AAKCM4821Q3ZS', 'Ground Floor, 22 Hill Road, Bandra West, Mumbai 400050, Maharashtra'),
  },
];

/** Carries every product; its units are each product's seed stock, the other stores' come on top. */
export const FLAGSHIP_STORE = 'blr-indiranagar';
