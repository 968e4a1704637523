/**
 * The optional sound for a new lead: off until a staff member turns it on, remembered per device
 * (a preference, no staff data, so localStorage is fine). A short two-note chime made with Web Audio:
 * no file to load, nothing the Content-Security-Policy has to allow.
 */
const KEY = 'staffLeadSound';

export function soundOn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();

export function setSound(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(KEY, 'on');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice lasts as long as this page.
    fallback = on;
  }
  listeners.forEach((listener) => listener());
  if (on) void chime();
}
let fallback: boolean | null = null;
export const soundSnapshot = () => fallback ?? soundOn();

export function subscribeSound(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

let context: AudioContext | null = null;

/**
 * Plays the chime. A browser lets a page start sound only after a click on it; the toggle's click is
 * one, and `unlockOnClick` catches the first click after a reload, so a lead found later can be heard.
 */
export async function chime(): Promise<void> {
  const Context = typeof window.AudioContext === 'function' ? window.AudioContext : null;
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') await context.resume();
    if (context.state !== 'running') return;
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
      tone.connect(gain).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.32);
    }
  } catch {
    // No sound device, or the browser refused: the toast and the counts still show.
  }
}

/** After a reload the audio is locked until the page is clicked: the first click unlocks it, silently. */
export function unlockOnClick(): () => void {
  const unlock = () => {
    if (!soundSnapshot() || typeof window.AudioContext !== 'function') return;
    try {
      context ??= new window.AudioContext();
      void context.resume();
    } catch {
      // As in chime().
    }
  };
  document.addEventListener('pointerdown', unlock, { once: true });
  return () => document.removeEventListener('pointerdown', unlock);
}
