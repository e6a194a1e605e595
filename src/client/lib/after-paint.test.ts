import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next animation frame, in a task of its own', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const fn = vi.fn();
    afterPaint(fn);
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
    frames.shift()?.(0);
    // Still not within the frame callback: the frame's paint comes first.
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, before or after the frame', () => {
    vi.useFakeTimers();
    const frames = new Map<number, FrameRequestCallback>();
    let next = 0;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      next += 1;
      frames.set(next, cb);
      return next;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    const early = vi.fn();
    afterPaint(early)();
    for (const cb of frames.values()) cb(0);
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterPaint(late);
    for (const cb of frames.values()) cb(0);
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });

  it('falls back to a plain task where there are no animation frames', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const fn = vi.fn();
    afterPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
  });
});
