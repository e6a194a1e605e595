import { estimateWidth, type Measure } from './layout';

// Label widths measured with the browser's own text engine, so boxes fit their words exactly; cached,
// since every edit lays the whole map out again.

const cache = new Map<string, number>();
let context: CanvasRenderingContext2D | null | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  try {
    // jsdom has no canvas: getContext is missing or answers null, and the estimate is used instead.
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  return context;
}

export const measureText: Measure = (text, font) => {
  const key = `${font}\n${text}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const ctx = canvasContext();
  let width: number;
  if (ctx) {
    ctx.font = font;
    width = ctx.measureText(text).width;
  } else width = estimateWidth(text, font);
  if (cache.size > 20_000) cache.clear();
  cache.set(key, width);
  return width;
};
