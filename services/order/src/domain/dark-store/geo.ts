const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in km (haversine); a rider's route is longer, RIDER_KMPH absorbs that. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const commonPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};

/**
 * The served pincode nearest to one nobody serves. Indian pincodes are hierarchical (first digit
 * the region, first three the sorting district), so the longest common prefix, then the smallest
 * numeric difference, finds the nearest area without a national pincode gazetteer (ADR 0007).
 */
export function nearestPincode<T extends { pincode: string }>(pincode: string, served: readonly T[]): T | null {
  let best: T | null = null;
  let bestPrefix = -1;
  let bestGap = Infinity;
  for (const s of served) {
    const prefix = commonPrefix(pincode, s.pincode);
    const gap = Math.abs(Number(pincode) - Number(s.pincode));
    if (prefix > bestPrefix || (prefix === bestPrefix && gap < bestGap)) {
      best = s;
      bestPrefix = prefix;
      bestGap = gap;
    }
  }
  return best;
}
