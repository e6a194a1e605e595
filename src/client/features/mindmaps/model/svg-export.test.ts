import type { MindMapNode } from '@shared/mindmap-tree';
import { describe, expect, it } from 'vitest';
import { estimateWidth, layoutTree } from './layout';
import { buildSvg, escapeXml, fileNameFor, tint } from './svg-export';

const tree: MindMapNode = {
  id: 'r',
  label: 'Contract <law> & "equity"',
  children: [
    { id: 'a', label: 'Offer', note: 'definite', children: [] },
    {
      id: 'b',
      label: 'Acceptance',
      collapsed: true,
      children: [{ id: 'c', label: 'Postal rule', children: [] }],
    },
  ],
};

describe('buildSvg', () => {
  const svg = buildSvg(layoutTree(tree, estimateWidth), 'Contract & co');
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');

  it('is well-formed, self-contained SVG with a title, boxes, labels and connectors', () => {
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(doc.querySelector('title')?.textContent).toBe('Contract & co');
    expect(doc.querySelectorAll('path')).toHaveLength(2);
    const texts = [...doc.querySelectorAll('tspan')].map((t) => t.textContent);
    expect(texts.join(' ')).toContain('Contract <law> & "equity"');
    expect(texts).toContain('Offer');
    expect(texts).not.toContain('Postal rule');
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent)).toContain('+1');
    // Nothing is fetched when it is opened: no links, no web fonts, no images.
    expect(svg).not.toMatch(/href|@import|url\(|<image/);
  });

  it('sizes the picture to the map with a margin', () => {
    const width = Number(doc.documentElement.getAttribute('width'));
    const height = Number(doc.documentElement.getAttribute('height'));
    expect(width).toBeGreaterThan(200);
    expect(height).toBeGreaterThan(60);
    expect(doc.documentElement.getAttribute('viewBox')?.split(' ').slice(2).map(Number)).toEqual([
      width,
      height,
    ]);
  });
});

describe('helpers', () => {
  it('escapes XML, tints colours and names files from the title', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(tint('#000000', 0)).toBe('#ffffff');
    expect(tint('#b7702a', 1)).toBe('#b7702a');
    expect(fileNameFor('Offer & Acceptance', 'svg')).toBe('offer-acceptance.svg');
    expect(fileNameFor('Négligence — duty of care!', 'png')).toBe('negligence-duty-of-care.png');
    expect(fileNameFor('???', 'md')).toBe('mind-map.md');
  });
});
