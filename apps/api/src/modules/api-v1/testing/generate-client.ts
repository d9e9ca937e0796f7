import openapiTS, { astToString } from 'openapi-typescript';

/** The typed v1 client's types, from the OpenAPI document the server serves (`npm run api:v1:client`). */
export async function generateV1Types(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return `${HEADER}${astToString(ast)}`;
}

const HEADER =
  '/**\n * Generated from /api/v1/openapi.json by `npm run api:v1:client`; do not edit by hand.\n' +
  ' * client/client.test.ts fails when it differs from a fresh generation.\n */\n\n';
