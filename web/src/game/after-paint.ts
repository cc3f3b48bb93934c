// Work that can wait until the page has shown what it has: a frame painted, then
// a task after it (issue #40, 12). A tab in the background paints no frame: there
// it runs at once (after 100 ms).

/** Calls back once, after the next frame has been painted; returns a cancel. */
export function afterPaint(callback: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  const hidden = setTimeout(() => document.hidden && run(), 100);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(hidden);
  };
}
