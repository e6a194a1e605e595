import { colourOf, fontOf, type Layout, NODE_LOOK, type PlacedNode, ROOT_COLOUR } from './layout';

// The map as a self-contained SVG, drawn by hand from the same layout as the canvas: boxes, wrapped labels
// and connector curves, system fonts only (nothing fetched), so it opens anywhere and prints crisply.

const MARGIN = 24;
const TEXT_COLOUR = '#1d2433';

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A colour mixed with white, for the light fill of the main branches. */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (shift: number) => Math.round(((n >> shift) & 255) * amount + 255 * (1 - amount));
  return `#${[16, 8, 0].map((s) => mix(s).toString(16).padStart(2, '0')).join('')}`;
}

/** How a node is painted; the canvas's node component uses the same values. */
export function nodePaint(n: Pick<PlacedNode, 'branch' | 'depth'>) {
  if (n.depth === 0) return { fill: ROOT_COLOUR, stroke: ROOT_COLOUR, text: '#ffffff' };
  const colour = colourOf(n);
  return { fill: n.depth === 1 ? tint(colour, 0.14) : '#ffffff', stroke: colour, text: TEXT_COLOUR };
}

function nodeSvg(n: PlacedNode): string {
  const isRoot = n.depth === 0;
  const paint = nodePaint(n);
  const size = isRoot ? NODE_LOOK.rootFontSize : NODE_LOOK.fontSize;
  const lineHeight = isRoot ? NODE_LOOK.rootLineHeight : NODE_LOOK.lineHeight;
  const [weight] = fontOf(isRoot).split(' ');
  const tspans = n.lines
    .map((line, i) => {
      const baseline = n.y + NODE_LOOK.padY + i * lineHeight + lineHeight / 2 + size * 0.35;
      return `<tspan x="${n.x + NODE_LOOK.padX}" y="${baseline.toFixed(1)}">${escapeXml(line)}</tspan>`;
    })
    .join('');
  const parts = [
    `<rect x="${n.x}" y="${n.y}" width="${n.width}" height="${n.height}" rx="${isRoot ? 10 : 8}" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="2"/>`,
    `<text font-size="${size}" font-weight="${weight}" fill="${paint.text}">${tspans}</text>`,
  ];
  if (n.collapsed && n.hiddenCount > 0) {
    // Where the canvas draws it: 4 px inside the 2 px border, 28 by 20.
    const cx = n.x + n.width - 20;
    const cy = n.y + n.height / 2;
    parts.push(
      `<rect x="${cx - 14}" y="${cy - 10}" width="28" height="20" rx="10" fill="${paint.stroke}"/>`,
      `<text x="${cx}" y="${(cy + 4).toFixed(1)}" font-size="11" font-weight="700" fill="#ffffff" text-anchor="middle">+${n.hiddenCount}</text>`,
    );
  }
  if (n.hasNote) {
    parts.push(
      `<circle cx="${n.x + n.width - 9}" cy="${n.y + 9}" r="3" fill="${isRoot ? '#ffffff' : paint.stroke}"/>`,
    );
  }
  return `<g>${parts.join('')}</g>`;
}

/** The picture's size in pixels: the map and a margin around it. */
export const svgSize = ({ bounds }: Layout) => ({
  width: Math.ceil(bounds.width + 2 * MARGIN),
  height: Math.ceil(bounds.height + 2 * MARGIN),
});

/** The whole SVG document as text; `title` names it for screen readers and file viewers. */
export function buildSvg(layout: Layout, title: string): string {
  const { x, y } = layout.bounds;
  const { width: w, height: h } = svgSize(layout);
  const edges = layout.edges
    .map(
      (e) => `<path d="${e.path}" fill="none" stroke="${e.colour}" stroke-width="2" stroke-linecap="round"/>`,
    )
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x - MARGIN} ${y - MARGIN} ${w} ${h}" font-family="${escapeXml(NODE_LOOK.fontFamily)}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="${x - MARGIN}" y="${y - MARGIN}" width="${w}" height="${h}" fill="#ffffff"/>`,
    `<g>${edges}</g>`,
    layout.nodes.map(nodeSvg).join(''),
    '</svg>',
    '',
  ].join('\n');
}

/** A file name from the map's title: 'Offer & acceptance' gives 'offer-acceptance.svg'. */
export function fileNameFor(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'mind-map'}.${extension}`;
}
