import { startServer } from './harness';

/**
 * Once per run: a server creates, migrates and seeds a database, stops, and its data becomes the template every
 * journey's server starts from (a copied PGlite folder, or `create database ... template` on PostgreSQL). On
 * PGlite, creating a database and seeding it is most of a server's start, and each journey file starts at least
 * one. Workers inherit the variables set here. Answers the teardown that removes the template.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  await server.stop({ keepData: true });
  if (server.databaseUrl) process.env.E2E_TEMPLATE_DATABASE = new URL(server.databaseUrl).pathname.slice(1);
  else process.env.E2E_TEMPLATE_DATA_DIR = server.dataDir;
  // The server has exited; stop() now only deletes its folder and database.
  return () => server.stop();
}
