import { BadRequestError } from '@vh/kit';

const BIG_ID = /^[1-9]\d{0,17}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bigserial id as clients send it (a string); anything else is a 400, never a database error. */
export function checkedRowId(id: string, what: string): string {
  if (!BIG_ID.test(id)) throw new BadRequestError(`Not a ${what} id: ${id.slice(0, 40)}`);
  return id;
}

export function checkedUserId(id: string): string {
  if (!UUID.test(id)) throw new BadRequestError(`Not a player id: ${id.slice(0, 40)}`);
  return id.toLowerCase();
}
