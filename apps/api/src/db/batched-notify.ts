import type { Db } from './client';
import { groupCommit } from './group-commit';
import { rawQuery } from './raw-query';

const NOTIFY = {
  name: 'notify_batch',
  text: 'select pg_notify($1, payload) from unnest($2::text[]) as payload',
};

/**
 * NOTIFY on `channel`, the payloads sent in the same turn of the event loop in one statement
 * (docs/performance.md#group-commit): many saves at once cost one round trip. Identical payloads are sent once
 * (PostgreSQL would fold them anyway).
 */
export function batchedNotify(db: Db, channel: string): (payload: string) => Promise<void> {
  const send = async (payloads: string[]) => {
    await rawQuery(db, NOTIFY, [channel, [...new Set(payloads)]]);
    return payloads.map(() => undefined);
  };
  return groupCommit<string, undefined>({
    runAll: send,
    runOne: async (payload) => (await send([payload]))[0],
  });
}
