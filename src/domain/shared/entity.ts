/** Every stored row has an id and the timestamps the database keeps. */
export type Id = string;
/** ISO 8601 instant, as PostgreSQL's timestamptz reaches the browser. */
export type IsoInstant = string;

export interface Stored {
  readonly id: Id;
  readonly created_at: IsoInstant;
  readonly updated_at: IsoInstant;
}

/** The fields a caller provides when creating a row: everything except what the store sets. */
export type Draft<T extends Stored> = Omit<T, keyof Stored>;
/** A partial change of the caller-provided fields. */
export type Patch<T extends Stored> = Partial<Draft<T>>;
