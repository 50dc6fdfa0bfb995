import type { AdminResource } from '../data/resource';

/** How one form field is edited. */
export type FieldInput =
  | { kind: 'text' | 'multiline' | 'number' | 'boolean' | 'color' }
  | { kind: 'select'; choices: readonly { id: number; name: string }[] }
  /** A reference to another resource's entries by id (cleared to null). */
  | { kind: 'reference'; reference: string; optionText?: string; autocomplete?: boolean };

export interface FieldSpec {
  source: string;
  label: string;
  input: FieldInput;
  /** Shown only when the form's values pass (e.g. the proc fields of a stat). */
  showWhen?: (values: Record<string, unknown>) => boolean;
}

/** One list-plus-form editor of spec 002 section 2.5, declared once. */
export interface ContentScreen {
  /** The sub-route under /admin and the data provider's resource name. */
  resource: string;
  /** The navigation link's text (spec 002 section 2.1). */
  menuLabel: string;
  /** 'Create New {kind}' and 'Select a {placeholder} to see details'. */
  kind: string;
  placeholder: string;
  /** List columns, by source. */
  columns: readonly { source: string; label: string; color?: boolean; date?: boolean }[];
  fields: readonly FieldSpec[];
  /** A new entry's values (spec 002 section 4). */
  defaults: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  data: AdminResource;
}
