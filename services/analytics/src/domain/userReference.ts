/** A user as analytics answers for it: only its id (identity owns the rest). */
export interface UserReference {
  id: string;
}
