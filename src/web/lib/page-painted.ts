/** How long a picture that does not arrive may hold the app's code back. */
const LONGEST_WAIT_MS = 2500;
/** How long, once decoded, the first pictures may take to be reported painted. */
const PAINT_REPORT_MS = 500;

/** Resolves after the browser's next paint (a hidden tab paints nothing: then after 100 ms). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the browser reports one of `images` as the page's largest paint so far, which it
 * does only once that picture is on screen; at once where it reports no such thing (Safari),
 * after PAINT_REPORT_MS where none of them is the largest.
 */
function paintedAsLargest(images: Element[]): Promise<void> {
  if (!images.length || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element && images.includes(entry.element))) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(done, PAINT_REPORT_MS);
  });
}

/**
 * Resolves once the page's pictures have arrived (the window's load), the ones it asked for
 * first are decoded and painted, and one more frame has gone by; or after LONGEST_WAIT_MS at most.
 */
export function whenPagePainted(): Promise<void> {
  const painted = loaded()
    .then(() => {
      const first = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
      return Promise.all([...first.map((img) => img.decode().catch(() => undefined)), paintedAsLargest(first)]);
    })
    .then(afterNextPaint);
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}
