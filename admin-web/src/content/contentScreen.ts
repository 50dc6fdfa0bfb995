import type { Identifier } from 'ra-core';
import type { ComponentType } from 'react';
import type { AdminResource } from '../data/resource';
import type { AdminResourceName } from '../i18n/resourceNames';
import type { PickTarget } from '../pickers/pickerSources';

/** How one form field is edited. */
export type FieldInput =
  | { kind: 'text' | 'multiline' | 'number' | 'boolean' | 'color' }
  /** A number with decimals (a price in US dollars); every other number is whole. */
  | { kind: 'decimal' }
  | { kind: 'select'; choices: readonly { id: number; name: string }[] }
  /** An uploaded image's id; `animated`: an animated image (animated WebP or GIF, or a video). */
  | { kind: 'image'; animated?: boolean }
  /** A reference to another resource's entries by id, or by `optionValue` such as shortName (cleared to null). */
  | {
      kind: 'reference';
      reference: string;
      optionText?: string;
      optionValue?: string;
      autocomplete?: boolean;
    }
  /** One item or enemy picked in the pop-up picker (cleared to null): src/pickers/PickInput.tsx. */
  | { kind: 'pick'; what: PickTarget }
  /** A list of picked ids (trophies, bait items): src/pickers/PickListInput.tsx. */
  | { kind: 'pickList'; what: PickTarget }
  /**
   * Rows of one picked item or enemy each (package items, crafting materials, loot, equipment, a
   * table's enemies): Add opens the picker and the pick becomes a row holding `fields`' defaults,
   * the picked id and, in `typeField`, the picked item's type: src/pickers/PickRowsInput.tsx.
   */
  | { kind: 'pickRows'; what: PickTarget; idField: string; typeField?: string; fields: readonly FieldSpec[] }
  /**
   * A list of nested entries (price, stats, loot...), each row edited by `fields`: side by side, or
   * one under the other (`stacked`) when a row has too many to fit.
   */
  | { kind: 'entries'; fields: readonly FieldSpec[]; stacked?: boolean };

/**
 * A condition on the entry another field refers to: the item type's shortName for the item's type
 * sections, the chosen stat's type for a stat entry's proc percent. `source` is read beside the field
 * (within its row for nested entries).
 */
export interface ReferencedCondition {
  source: string;
  reference: string;
  /** The referenced entry's key field (default id). */
  by?: 'id' | 'shortName';
  holds: (entry: Record<string, unknown>) => boolean;
}

export interface FieldSpec {
  source: string;
  label: string;
  input: FieldInput;
  /** Shown only when the form's values pass (e.g. the proc fields of a stat). */
  showWhen?: (values: Record<string, unknown>) => boolean;
  /** Example values shown in an empty text field ('NEW, SALE, 50% OFF'). */
  placeholder?: string;
  /** Shown only when the referenced entry passes. */
  whenReferenced?: ReferencedCondition;
  /** A new row's value (a field of `entries` or `pickRows` rows); without it the field starts empty. */
  defaultValue?: unknown;
  /** Saving is refused while the field is empty, with this message under it. */
  required?: string;
}

/** Another kind edited inside an open entry, filtered by it (a region's hunting grounds). */
export interface NestedScreen {
  screen: ContentScreen;
  /** The child's field holding the parent's id. */
  parentField: string;
}

export interface ListColumn {
  source: string;
  label: string;
  color?: boolean;
  date?: boolean;
  reference?: string;
}

/** One list-plus-form editor of spec 002 section 2.5, declared once. */
export interface ContentScreen {
  /**
   * The sub-route under /admin and the data provider's resource name. What its entries are called
   * (title, Create New button, placeholder, notifications) is i18n/resourceNames.ts's.
   */
  resource: AdminResourceName;
  /** List columns, by source: a colour swatch, a date, or a referenced entry's name. */
  columns: readonly ListColumn[];
  /** Selects above the list that narrow it to one referenced entry (the item list's item type). */
  filters?: readonly { source: string; label: string; reference: string }[];
  fields: readonly FieldSpec[];
  /** A new entry's values (spec 002 section 4). */
  defaults: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  data: AdminResource;
  /** Shown below an existing entry's form (spec 002 section 2.5). */
  nested?: NestedScreen;
  /** A read-only panel below an existing entry's form (the observed rates beside the configured ones). */
  detailPanel?: ComponentType<{ id: Identifier }>;
}
