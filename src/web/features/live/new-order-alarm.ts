// A repeating two-tone chime made with WebAudio (no sound file to download). Browsers only
// allow sound after a gesture, so staff switch it on once; the choice is remembered, and after
// a reload the sound comes back on the first click or key press on the page.

const STORAGE_KEY = 'admin-sound-enabled';
/** How often the chime repeats while an order waits to be acknowledged. */
export const ALARM_REPEAT_MS = 4000;
let ctx: AudioContext | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

export function soundPreference(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  ctx ??= new AudioContext();
  return ctx;
}

/** Whether the browser lets the page play sound now (false until a gesture after a reload). */
export function soundUnlocked(): boolean {
  return ctx?.state === 'running';
}

/** Resumes the audio; call it from a click or key press. */
export async function unlockSound(): Promise<boolean> {
  const a = audio();
  if (!a) return false;
  if (a.state === 'suspended') await a.resume().catch(() => {});
  return a.state === 'running';
}

export async function enableSound(on: boolean): Promise<boolean> {
  try {
    localStorage.setItem(STORAGE_KEY, on ? '1' : '0');
  } catch {
    // storage may be unavailable; the switch still works for this visit
  }
  if (!on) {
    stopAlarm();
    return false;
  }
  return unlockSound();
}

function chime() {
  const a = ctx;
  if (!a) return;
  // A page that had a gesture may resume by itself; otherwise this chime is silent.
  if (a.state === 'suspended') void a.resume().catch(() => {});
  if (a.state !== 'running') return;
  const now = a.currentTime;
  [880, 660, 880].forEach((freq, i) => {
    const osc = a.createOscillator();
    const gain = a.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const t = now + i * 0.22;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.6, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.2);
    osc.connect(gain).connect(a.destination);
    osc.start(t);
    osc.stop(t + 0.22);
  });
}

/** Rings now and every ALARM_REPEAT_MS until stopAlarm(). */
export function startAlarm() {
  if (timer) return;
  audio();
  chime();
  timer = setInterval(chime, ALARM_REPEAT_MS);
}

/** One chime, when sound is on: an order cancelled by iFood is news, not a new order to accept. */
export function chimeOnce() {
  if (soundPreference()) chime();
}

export function stopAlarm() {
  if (timer) clearInterval(timer);
  timer = null;
}
