// A repeating two-tone chime made with WebAudio (no sound file to download). Browsers only
// allow sound after a gesture, so staff switch it on once; the choice is remembered.

const STORAGE_KEY = 'admin-sound-enabled';
let ctx: AudioContext | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

export function soundPreference(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
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
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') await ctx.resume().catch(() => {});
  return ctx.state === 'running';
}

function chime() {
  if (!ctx || ctx.state !== 'running') return;
  const now = ctx.currentTime;
  [880, 660].forEach((freq, i) => {
    const osc = ctx!.createOscillator();
    const gain = ctx!.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + i * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.5, now + i * 0.25 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.25 + 0.22);
    osc.connect(gain).connect(ctx!.destination);
    osc.start(now + i * 0.25);
    osc.stop(now + i * 0.25 + 0.25);
  });
}

/** Rings now and every 4 s until stopAlarm(). */
export function startAlarm() {
  if (timer) return;
  chime();
  timer = setInterval(chime, 4000);
}

export function stopAlarm() {
  if (timer) clearInterval(timer);
  timer = null;
}

export const alarmRinging = () => timer !== null;
