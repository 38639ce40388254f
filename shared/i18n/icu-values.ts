/** A value a message's argument takes (as FormatJS's `PrimitiveType`). */
export type PrimitiveType = string | number | boolean | null | undefined | Date;
