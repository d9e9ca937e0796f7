/** Where uploaded files live; local disk by default, any object store can implement it. */
export interface Storage {
  /** Saves bytes under a key such as `avatars/3f2a.png`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes and type of a key, or null when it does not exist. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** A key is `folder/name.ext` of plain characters, so that none can leave its folder or bucket prefix. */
export const isStorageKey = (key: string) => /^[a-z0-9-]+\/[a-zA-Z0-9_-]+\.[a-z0-9]+$/.test(key);
