/**
 * Work finished after the answer is sent, so its duration does not show in the answer time (a reset e-mail
 * for an existing account must not make the answer slower than for an unknown address). Close waits for it.
 */
export function createBackground(log: (err: unknown) => void, afterEach: () => void = () => {}) {
  const pending = new Set<Promise<void>>();
  return {
    run(work: () => Promise<void>) {
      const task: Promise<void> = work()
        .catch(log)
        .finally(() => {
          pending.delete(task);
          afterEach();
        });
      pending.add(task);
    },
    settled: async () => {
      await Promise.all(pending);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
