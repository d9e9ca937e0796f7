import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../platform/storage/images';
import { AppError } from '../../plugins/app-error';

/** Reads the multipart field `image` (at most 2 MB) into memory; clear 400s for a missing or oversize file. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.validation({ image: ['Please choose an image'] });
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  if (!file) throw AppError.validation({ image: ['Please choose an image'] });
  try {
    const data = await file.toBuffer();
    if (file.file.truncated) throw new Error('truncated');
    return data;
  } catch {
    throw AppError.validation({ image: ['The image must be at most 2 MB'] });
  }
}
