import type { Shape } from './reshape';

/**
 * reshape.ts's shapes typed by the data they read (the operations' types codegen writes in
 * src/__generated__/operations.ts): a path, `from` or list the operation does not select, or a
 * list read as an object, fails to compile.
 */
type Item<L> = L extends readonly (infer U)[] ? NonNullable<U> : never;
type IsList<T> = NonNullable<T> extends readonly unknown[] ? true : false;

/** The dotted paths of an object's fields, through objects (null or not), not through lists. */
export type Path<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? {
        [K in keyof T & string]:
          | K
          | (IsList<T[K]> extends true
              ? never
              : NonNullable<T[K]> extends object
                ? `${K}.${Path<NonNullable<T[K]>>}`
                : never);
      }[keyof T & string]
    : never;

/** The value at a path (null where any step may be null). */
type At<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? At<NonNullable<T[K]>, Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

type ListPath<T> = { [P in Path<T>]: IsList<At<T, P>> extends true ? P : never }[Path<T>];

type PickOf<T> = {
  [P in Path<T>]: {
    from: P;
    as?: ShapeOf<NonNullable<At<T, P>>>;
    orElse?: null | string | { from: Path<T> };
    positive?: true;
    refuseNull?: string;
  };
}[Path<T>];

type ListOf<T> =
  | (IsList<T> extends true ? { each: ShapeOf<Item<T>>; orEmpty?: true } : never)
  | {
      [P in ListPath<T>]:
        | { from: P; each: ShapeOf<Item<At<T, P>>>; orEmpty?: true }
        | {
            [F in keyof Item<At<T, P>> & string]: {
              from: P;
              flatten: F;
              each: ShapeOf<Item<Item<At<T, P>>[F]>>;
            };
          }[keyof Item<At<T, P>> & string];
    }[ListPath<T>];

export interface ObjectOf<T> {
  fields?: Record<string, ShapeOf<T>>;
  rest?: true;
  replace?: { [K in keyof T]?: ShapeOf<NonNullable<T[K]>> };
}

export type ShapeOf<T> =
  | Path<T>
  | { alias: Path<T> }
  | PickOf<T>
  | ListOf<T>
  | (T extends readonly unknown[] ? never : T extends object ? ObjectOf<T> : never);

/** A shape checked against the data it reads, as the interpreter takes it. */
export const shapeOf = <T>(shape: ShapeOf<T>): Shape => shape as Shape;
