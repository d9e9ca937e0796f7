import fs from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type Storage } from './storage';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Files under `root` (DATA_DIR/uploads); keys are checked so that none can escape the folder. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isStorageKey(key)) return null;
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      if (!file) throw new Error(`invalid storage key ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      const file = resolve(key);
      if (!file) return null;
      try {
        const data = await fs.readFile(file);
        return { data, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = resolve(key);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
