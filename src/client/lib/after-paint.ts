/**
 * Runs `fn` once the browser has painted the frame being prepared now: a task posted from an animation
 * frame callback runs after that frame's style, layout and paint. Work a screen change sets off but does
 * not show (a session check, say) then waits for the new screen to be on screen rather than competing with
 * it for the processor. Where there are no animation frames (a test's DOM), a plain task. Returns a cancel.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
