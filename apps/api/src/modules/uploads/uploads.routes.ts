import { IMAGE_MEDIA } from '@app/contracts/media-types';
import { uploadParamsSchema } from '@app/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Storage } from '../../platform/storage/storage';
import { AppError } from '../../plugins/app-error';
import { fileResponses } from '../../plugins/responses';

/** Serves stored logos and avatars with the type detected at upload; keys are random, so they are public. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    '/uploads/:folder/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (logo or avatar)',
        params: uploadParamsSchema,
        response: fileResponses('The image, with the type detected at upload', IMAGE_MEDIA),
      },
    },
    async (request, reply) => {
      const found = await storage.get(`${request.params.folder}/${request.params.file}`);
      if (!found) throw AppError.notFound('File');
      return reply
        .type(found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(found.data);
    },
  );
};
