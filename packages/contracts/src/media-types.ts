/**
 * The media types of the API's answers that are files, written once: the routes send them and the OpenAPI
 * document declares them (apps/api/src/plugins/responses.ts, `fileResponses`).
 */
export const MEDIA = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

/** The images an upload may be (checked from the bytes) and GET /uploads answers; SVG is refused (scripts). */
export const IMAGE_MEDIA = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
