import { useVideoSettings, type VideoSettings } from '../../ui/videoSettings';

const OPTIONS: { key: keyof VideoSettings; label: string; hint: string }[] = [
  { key: 'autoplay', label: 'Autoplay', hint: 'animations play as the pointer rests on them' },
  { key: 'muted', label: 'Mute', hint: 'animations play without sound' },
  { key: 'loop', label: 'Loop', hint: 'animations start again when they end' },
];

/** How animated images play (spec 000: videos play on hover; remembered in cookies on this device). */
export function VideoSettingsForm() {
  const [settings, change] = useVideoSettings();
  return (
    <section className="form profile-form" aria-labelledby="profile-animations-heading">
      <h2 id="profile-animations-heading">Animations</h2>
      <ul className="setting-toggles">
        {OPTIONS.map(({ key, label, hint }) => (
          <li key={key}>
            <label className="setting-toggle">
              <input
                type="checkbox"
                className="setting-toggle__checkbox"
                checked={settings[key]}
                onChange={(event) => change(key, event.target.checked)}
              />
              <span className="setting-toggle__label">{label}</span>
              <span className="setting-toggle__hint">{hint}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
