import { useVideoSettings, type VideoSettings } from '../../ui/videoSettings';
import { SettingToggle } from './SettingToggle';

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
            <SettingToggle
              label={label}
              hint={hint}
              checked={settings[key]}
              onChange={(on) => change(key, on)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
