import { useEffect, useRef, useState } from 'react';

/**
 * Whether a sideways-scrolling row hides content before or after what shows (its edges then
 * fade, so the row reads as one that scrolls); follows scrolling and resizing.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setHidden((h) => (h.start === start && h.end === end ? h : { start, end }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);
  return { ref, hidden };
}
