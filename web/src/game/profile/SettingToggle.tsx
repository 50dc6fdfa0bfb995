/** One on/off setting of the profile, as a labelled row with a hint (reminders, animations). */
export function SettingToggle({
  label,
  hint,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="setting-toggle">
      <input
        type="checkbox"
        className="setting-toggle__checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="setting-toggle__label">{label}</span>
      <span className="setting-toggle__hint">{hint}</span>
    </label>
  );
}
