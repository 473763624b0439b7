import { Suspense, type ReactElement } from 'react';
import { endHydration, startHydration } from './hydration';
import { nextTask } from './next-task';

// Adopting a whole page's HTML in one task kept a slow phone from answering a tap for 130-160 ms
// (docs/decisions/014). Parts wrapped in <HydrateLater> are left as the server drew them by the
// first pass and adopted one per task after it: each suspends on a promise, which Preact treats
// during hydration by keeping the part's HTML and resuming there once the promise resolves.

/** True between hydrateInSteps' start and its end only: never in the server's render. */
let stepping = false;
/** Resolves once the page being adopted is adopted whole; at once when none is. */
let adopted: Promise<void> = Promise.resolve();

/** Resolves once the page the server rendered is adopted whole (at once for a page drawn here). */
export function pageAdopted(): Promise<void> {
  return adopted;
}
/** The parts still waiting, in the order the first pass met them: the page's order. */
const waiting = new Map<string, { promise: Promise<void>; release: () => void }>();
/** Parts already let through, so that a render of their parent does not suspend them again. */
const released = new Set<string>();

function waitFor(step: string): Promise<void> {
  let entry = waiting.get(step);
  if (!entry) {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    waiting.set(step, (entry = { promise, release }));
  }
  return entry.promise;
}

function Step({ step, children }: { step: string; children: ReactElement }) {
  if (stepping && !released.has(step)) throw waitFor(step);
  return children;
}

/**
 * A part of a page the browser adopts in a task of its own after the first pass. `step` names it
 * uniquely on the page; `children` is one element, which is what Preact keeps while it waits.
 */
export function HydrateLater({ step, children }: { step: string; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Step step={step}>{children}</Step>
    </Suspense>
  );
}

/**
 * Runs `hydrate` (hydrateRoot) as the first pass, then lets the waiting parts through one per
 * task; resolves once the whole page is adopted. Preact renders a released part in the
 * microtasks of the task that released it.
 */
export async function hydrateInSteps(hydrate: () => void): Promise<void> {
  let done!: () => void;
  adopted = new Promise((resolve) => (done = resolve));
  startHydration();
  stepping = true;
  try {
    // The app's evaluation and the first pass in tasks of their own.
    await nextTask();
    hydrate();
    for (;;) {
      await nextTask();
      const next = waiting.keys().next();
      if (next.done) break;
      const entry = waiting.get(next.value)!;
      waiting.delete(next.value);
      released.add(next.value);
      entry.release();
    }
  } finally {
    stepping = false;
    released.clear();
    endHydration();
    done();
  }
}
