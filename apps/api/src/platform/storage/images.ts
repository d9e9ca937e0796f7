import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@app/contracts/errors';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../plugins/app-error';
import type { Storage } from './storage';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const ALLOWED: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Public URL of a stored key. */
const uploadUrl = (key: string) => `/api/uploads/${key}`;

/**
 * Checks the bytes (not the file name or the browser's claimed type) and stores a PNG, JPEG, WebP or GIF of at
 * most 2 MB. SVG is refused: it can carry scripts. Returns the public URL.
 */
async function storeImage(storage: Storage, folder: string, data: Buffer, field = 'image'): Promise<string> {
  if (data.length === 0) throw AppError.validation({ [field]: ['Please choose an image'] });
  if (data.length > MAX_IMAGE_BYTES)
    throw AppError.validation({ [field]: ['The image must be at most 2 MB'] });
  const detected = await fileTypeFromBuffer(data);
  const ext = detected && ALLOWED[detected.mime];
  if (!detected || !ext) {
    throw new AppError(ErrorCode.Validation, 'Only PNG, JPEG, WebP or GIF images are accepted', {
      [field]: ['Only PNG, JPEG, WebP or GIF images are accepted'],
    });
  }
  const key = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(key, data, detected.mime);
  return uploadUrl(key);
}

/**
 * Stores a new image and points a row at it with `swap`, which must read the URL it replaces under a row lock
 * and return it. The replaced file is deleted only after that commit, and only the one this request actually
 * displaced, so parallel uploads leave exactly the file the database names. A failed swap removes the new file.
 */
export async function replaceImage(
  storage: Storage,
  folder: string,
  data: Buffer,
  swap: (url: string) => Promise<string | null>,
): Promise<string> {
  const url = await storeImage(storage, folder, data);
  let replaced: string | null;
  try {
    replaced = await swap(url);
  } catch (err) {
    await deleteImage(storage, url);
    throw err;
  }
  await deleteImage(storage, replaced);
  return url;
}

/** Deletes a previously stored image given its public URL (ignores anything else). */
async function deleteImage(storage: Storage, url: string | null | undefined) {
  if (url?.startsWith('/api/uploads/')) await storage.delete(url.slice('/api/uploads/'.length));
}
