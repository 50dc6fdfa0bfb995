/** Joins the class names that apply: classNames('button', primary && 'button--primary'). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
