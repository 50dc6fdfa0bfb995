import { ValidationError } from '@vh/kit';

/**
 * A refusal of one field: `field` is its path ('loot[2].amountMax'), so an editor can show the message
 * next to that field.
 */
export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(message, { field });
}

/** 'loot[2].amountMax must not be below amountMin': the field's path, then what is wrong. */
export const invalid = (field: string, what: string) => fieldError(field, `${field} ${what}`);
