import type { Tone } from './codes';

/*
 * What a read feels like: a short vibration and a beep where the browser allows them (a phone in silent mode, or
 * a browser without vibration, simply stays quiet). A refusal buzzes twice and beeps low.
 */

let audio: AudioContext | null = null;

export function feedback(tone: Tone): void {
  const bad = tone === 'error';
  try {
    navigator.vibrate?.(bad ? [60, 60, 60] : 60);
  } catch {
    // Not allowed here: the list still shows the read.
  }
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = bad ? 220 : tone === 'warn' ? 520 : 880;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.12);
  } catch {
    // No sound allowed before a tap on some browsers: the vibration and the list remain.
  }
}
