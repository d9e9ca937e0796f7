import { z } from 'zod';

/** GET /uploads/:folder/:file answers an image's bytes (no route contract): the stored key's two parts. */
export const uploadParamsSchema = z.object({ folder: z.string().max(40), file: z.string().max(100) });
