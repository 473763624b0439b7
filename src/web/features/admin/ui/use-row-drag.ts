import { useEffect, useRef, useState, type ButtonHTMLAttributes, type PointerEvent, type RefObject } from 'react';
import { dropIndex, edgeScrollSpeed, shiftFor, slideStep } from './sortable-order';

/** `startY` and `scrollY` when the drag began: `dy` counts the page's scrolling too. */
type Drag = {
  pointerId: number;
  from: number;
  startY: number;
  scrollY: number;
  dy: number;
  tops: number[];
  heights: number[];
};

/** How near the window's top or bottom edge (px) a held row scrolls the page. */
const EDGE = 64;

/** What a row's handle listens to while the row is dragged. */
export type PointerHandlers = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
>;

/**
 * Dragging a row of `list` by its handle (mouse or touch, pointer events): the held row follows
 * the pointer, the others slide aside, and the drop calls `onDrop` with the row's old and new place.
 */
export function useRowDrag(list: RefObject<HTMLUListElement | null>, onDrop: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const pointerY = useRef(0);
  const scrolling = useRef(0);

  // Held near the window's edge, the row scrolls the page (a long list on a phone), faster nearer the edge.
  const stopScrolling = () => {
    cancelAnimationFrame(scrolling.current);
    scrolling.current = 0;
  };
  useEffect(() => stopScrolling, []);
  const follow = (clientY: number) => {
    pointerY.current = clientY;
    setDrag((d) => d && { ...d, dy: clientY - d.startY + window.scrollY - d.scrollY });
  };
  const scrollNearEdge = () => {
    const y = pointerY.current;
    const speed = edgeScrollSpeed(y, window.innerHeight, EDGE);
    if (speed) {
      window.scrollBy(0, speed);
      follow(y);
    }
    scrolling.current = requestAnimationFrame(scrollNearEdge);
  };

  const target = drag ? dropIndex(drag.tops, drag.heights, drag.from, drag.dy) : -1;

  const start = (e: PointerEvent<HTMLButtonElement>, index: number) => {
    if (e.button !== 0 || !list.current) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const rows = [...list.current.children].map((li) => li.getBoundingClientRect());
    setDrag({
      pointerId: e.pointerId,
      from: index,
      startY: e.clientY,
      scrollY: window.scrollY,
      dy: 0,
      tops: rows.map((r) => r.top),
      heights: rows.map((r) => r.height),
    });
    pointerY.current = e.clientY;
    stopScrolling();
    scrolling.current = requestAnimationFrame(scrollNearEdge);
  };
  const drop = (e: PointerEvent<HTMLButtonElement>) => {
    if (drag?.pointerId !== e.pointerId) return;
    stopScrolling();
    setDrag(null);
    onDrop(drag.from, target);
  };

  return {
    dragging: drag !== null,
    isHeld: (index: number) => drag?.from === index,
    /** How far (px) row `index` is drawn from its place: the held row with the pointer, the others aside. */
    offsetOf: (index: number) =>
      !drag
        ? 0
        : drag.from === index
          ? drag.dy
          : shiftFor(index, drag.from, target, slideStep(drag.tops, drag.heights, drag.from)),
    handlers: (index: number): PointerHandlers => ({
      onPointerDown: (e) => start(e, index),
      onPointerMove: (e) => drag?.pointerId === e.pointerId && follow(e.clientY),
      onPointerUp: drop,
      onPointerCancel: () => {
        stopScrolling();
        setDrag(null);
      },
    }),
  };
}
