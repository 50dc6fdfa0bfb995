import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MUSIC_VOLUME } from '../../config';
import { readCookie, writeCookie } from '../../ui/cookies';
import { NightMusic } from './nightMusic';

const PLAYING_COOKIE = 'music_playing';
const VOLUME_COOKIE = 'music_volume';

/** Play/pause and volume, both remembered; browsers only allow sound after a user interaction. */
export function MusicPlayer() {
  const music = useRef<NightMusic | null>(null);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(() => {
    const stored = Number(readCookie(VOLUME_COOKIE));
    return readCookie(VOLUME_COOKIE) !== null && stored >= 0 && stored <= 1 ? stored : DEFAULT_MUSIC_VOLUME;
  });
  const player = () => (music.current ??= new NightMusic());

  // Music left playing last time resumes with the first click or key press.
  useEffect(() => {
    if (readCookie(PLAYING_COOKIE) !== 'true') return;
    const resume = () => {
      void player()
        .play(volume)
        .then(() => setPlaying(true));
    };
    window.addEventListener('pointerdown', resume, { once: true });
    window.addEventListener('keydown', resume, { once: true });
    return () => {
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = async () => {
    if (playing) await player().pause();
    else await player().play(volume);
    setPlaying(!playing);
    writeCookie(PLAYING_COOKIE, String(!playing));
  };
  const changeVolume = (value: number) => {
    setVolume(value);
    writeCookie(VOLUME_COOKIE, String(value));
    music.current?.setVolume(value);
  };

  return (
    <div className="music" aria-label="Music">
      <button type="button" className="button button--small" onClick={toggle} aria-pressed={playing}>
        {playing ? '❚❚' : '►'}
        <span className="visually-hidden">{playing ? 'Pause music' : 'Play music'}</span>
      </button>
      <input
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={volume}
        aria-label="Music volume"
        onChange={(event) => changeVolume(Number(event.target.value))}
      />
    </div>
  );
}
