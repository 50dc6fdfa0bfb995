/**
 * The game's music: a slow, dark drone synthesised in the browser (no audio file to download). A few
 * detuned oscillators of a D minor chord breathe through a low-pass filter.
 */
const CHORD_HZ = [73.42, 87.31, 110.0, 146.83];

export class NightMusic {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;

  get playing(): boolean {
    return this.context?.state === 'running';
  }

  async play(volume: number): Promise<void> {
    if (!this.context) this.build();
    this.setVolume(volume);
    await this.context!.resume();
  }

  async pause(): Promise<void> {
    await this.context?.suspend();
  }

  setVolume(volume: number): void {
    if (this.master && this.context)
      this.master.gain.setTargetAtTime(volume * 0.25, this.context.currentTime, 0.1);
  }

  private build(): void {
    const context = new AudioContext();
    const master = context.createGain();
    master.gain.value = 0;
    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = 420;
    filter.connect(master).connect(context.destination);
    CHORD_HZ.forEach((frequency, index) => {
      const voice = context.createOscillator();
      voice.type = index % 2 === 0 ? 'sawtooth' : 'triangle';
      voice.frequency.value = frequency;
      voice.detune.value = (index - 1.5) * 7;
      const level = context.createGain();
      level.gain.value = 0.18;
      // Each voice swells at its own slow pace.
      const breath = context.createOscillator();
      breath.frequency.value = 0.05 + index * 0.021;
      const depth = context.createGain();
      depth.gain.value = 0.12;
      breath.connect(depth).connect(level.gain);
      voice.connect(level).connect(filter);
      voice.start();
      breath.start();
    });
    this.context = context;
    this.master = master;
  }
}
