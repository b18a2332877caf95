// The pending-user chime: a tone that falls from 800 to 400 Hz over 0.1 s, lasts 0.5 s, at gain 0.3.
import { NOTIFICATION_TONE } from "@shared/constants";

const { startHz: START_HZ, endHz: END_HZ, sweepSeconds: SWEEP_S, durationSeconds: DURATION_S, gain: GAIN } = NOTIFICATION_TONE;

type AudioContextCtor = new () => AudioContext;
let context: AudioContext | null = null;

/**
 * Plays a short falling beep. Browsers may block audio until the user has interacted with the page;
 * then this does nothing rather than throw.
 */
export function playNotificationTone(): void {
  try {
    const Ctor: AudioContextCtor | undefined =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    if (context.state === "suspended") context.resume().catch(() => undefined);

    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.connect(gain);
    gain.connect(context.destination);

    const now = context.currentTime;
    oscillator.frequency.setValueAtTime(START_HZ, now);
    oscillator.frequency.exponentialRampToValueAtTime(END_HZ, now + SWEEP_S);
    gain.gain.setValueAtTime(GAIN, now);
    // An exponential ramp cannot reach 0, so fade to near-silence by the end.
    gain.gain.exponentialRampToValueAtTime(0.01, now + DURATION_S);
    oscillator.start(now);
    oscillator.stop(now + DURATION_S);
  } catch {
    // Audio blocked or unsupported: the badge still shows the count.
  }
}
