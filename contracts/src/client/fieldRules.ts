/**
 * What the service that owns a field checks of it beyond its type (a refusal, 422, otherwise), so
 * clients and the REST facade's document can say it too. Text is checked as the services store it,
 * trimmed: its lengths and pattern are of the trimmed value.
 */
export interface FieldRule {
  /**
   * Never null, and sent when an entry is created (an update may leave it out to keep it). A nested
   * entry is always whole: its required fields are always sent.
   */
  required?: boolean;
  /** Integers: the range. */
  minimum?: number;
  maximum?: number;
  /** Text: fewest characters; 1 is "not blank". */
  minLength?: number;
  /** Text: most characters. */
  maxLength?: number;
  /** Text: what a value that is not empty must be, whole (ECMAScript syntax, plain ASCII classes). */
  pattern?: string;
  /** Lists: no value twice. */
  uniqueItems?: boolean;
  /** Lists: the rules of each value. */
  items?: FieldRule;
}

/** The rules of each field of one entry or nested entry that has any, by field name. */
export type FieldRules = Readonly<Record<string, FieldRule>>;
