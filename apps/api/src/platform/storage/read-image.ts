import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error';
import { MAX_IMAGE_BYTES } from './images';

/** Reads the multipart field `image` (at most 2 MB) into memory; clear 400s for a missing or oversize file. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.validation({ image: ['Please choose an image'] });
  // A malformed form (no boundary, a cut-off part) is the client's mistake, said as such.
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }).catch(() => {
    throw AppError.validation({ image: ['The upload is not a valid form: please choose the image again'] });
  });
  if (!file) throw AppError.validation({ image: ['Please choose an image'] });
  try {
    const data = await file.toBuffer();
    if (file.file.truncated) throw new Error('truncated');
    return data;
  } catch {
    throw AppError.validation({ image: ['The image must be at most 2 MB'] });
  }
}
