import { geoEqualEarth, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import type { RippleSummaryNode } from '@common/schemas/ripples';
import { placeOf } from '../lib/share';
import { hasPlace, JourneyMapCaption } from './journey-map-caption';
import { plural } from '@common/plural';

const WIDTH = 960;
const HEIGHT = 500;

const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
const land = feature(topology, topology.objects.countries) as unknown as FeatureCollection<Geometry>;
const projection = geoEqualEarth().fitExtent(
  [
    [8, 8],
    [WIDTH - 8, HEIGHT - 8],
  ],
  { type: 'Sphere' },
);
const path = geoPath(projection);
const countryPaths = land.features.map((f, i) => ({ id: String(f.id ?? i), d: path(f) ?? '' }));
const spherePath = path({ type: 'Sphere' }) ?? '';

/**
 * The journey map: an offline SVG world (Natural Earth via world-atlas, no tiles, no outside call) with a dot
 * per city and a line from each note's city to its parent note's city.
 */
function JourneyMap({ nodes }: { nodes: RippleSummaryNode[] }) {
  const { dots, lines } = useMemo(() => {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const dotMap = new Map<string, { x: number; y: number; label: string; count: number; first: boolean }>();
    const lineMap = new Map<string, { d: string }>();
    for (const n of nodes) {
      if (n.latitude == null || n.longitude == null) continue;
      const xy = projection([n.longitude, n.latitude]);
      if (!xy) continue;
      const key = `${n.latitude},${n.longitude}`;
      const existing = dotMap.get(key);
      if (existing) existing.count += 1;
      else
        dotMap.set(key, { x: xy[0], y: xy[1], label: placeOf(n) ?? 'Unknown place', count: 1, first: n.depth === 0 });
      const parent = n.parentNodeId ? byId.get(n.parentNodeId) : undefined;
      if (parent && parent.latitude != null && parent.longitude != null) {
        const pk = `${parent.latitude},${parent.longitude}`;
        if (pk !== key && !lineMap.has(`${pk}>${key}`)) {
          const d = path({
            type: 'LineString',
            coordinates: [
              [parent.longitude, parent.latitude],
              [n.longitude, n.latitude],
            ],
          });
          if (d) lineMap.set(`${pk}>${key}`, { d });
        }
      }
    }
    return { dots: [...dotMap.values()], lines: [...lineMap.values()] };
  }, [nodes]);

  const places = [...new Set(dots.map((d) => d.label))];
  const label = places.length
    ? `World map of where this ripple travelled: ${places.join('; ')}.`
    : 'World map: no places are known for this ripple yet.';

  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="h-auto w-full"
        data-testid="journey-map"
      >
        <path d={spherePath} fill="#f0f7fb" stroke="#d4d4d4" strokeWidth={1} />
        <g fill="#e7e5e4" stroke="#ffffff" strokeWidth={0.5}>
          {countryPaths.map((c) => (
            <path key={c.id} d={c.d} />
          ))}
        </g>
        <g fill="none" stroke="#dc143c" strokeOpacity={0.7} strokeWidth={1.6} strokeLinecap="round">
          {lines.map((l) => (
            <path key={l.d} d={l.d} data-testid="journey-line" />
          ))}
        </g>
        <g>
          {dots.map((d) => (
            <g key={`${d.x},${d.y}`} data-testid="journey-dot">
              <circle
                cx={d.x}
                cy={d.y}
                r={Math.min(10, 4 + d.count)}
                fill={d.first ? '#a50e2d' : '#dc143c'}
                fillOpacity={0.85}
                stroke="#fff"
                strokeWidth={1.5}
              />
              <title>{`${d.label}: ${plural(d.count, 'note')}`}</title>
            </g>
          ))}
        </g>
      </svg>
      <JourneyMapCaption placed={nodes.some(hasPlace)} />
    </figure>
  );
}

export default JourneyMap;
