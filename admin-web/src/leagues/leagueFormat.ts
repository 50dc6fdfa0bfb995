/** A league week's state as the admin's list words it. */
export function weekStateLabel(week: {
  ended: boolean;
  endedEarly: boolean;
  resultsWritten: boolean;
  paid: boolean;
}): string {
  if (!week.ended) return 'running';
  const ended = week.endedEarly ? 'ended early' : 'ended';
  if (!week.resultsWritten) return `${ended} · results pending`;
  return `${ended} · results written · ${week.paid ? 'paid' : 'paying'}`;
}

/** A form's text as a whole number, or null when it is not one (the server judges the ranges). */
export function wholeNumber(text: string): number | null {
  return /^-?\d+$/.test(text.trim()) ? Number(text) : null;
}

/** An optional field: empty is null. */
export function optionalText(text: string): string | null {
  return text.trim() === '' ? null : text.trim();
}
