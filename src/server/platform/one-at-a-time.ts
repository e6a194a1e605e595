import { AppError } from './errors';

// One piece of heavy work per user at a time (reading an upload): a second one while the first runs is
// refused with 409 and a message saying why, rather than queued behind it. The set lives in this process's
// memory: with several app servers a user could run one per server, which the parsing pool of each still
// bounds (docs/decisions/0063-parsing-off-the-server-thread.md).

export class OneAtATime {
  private readonly running = new Set<string>();

  constructor(private readonly message: string) {}

  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    if (this.running.has(userId)) throw new AppError('conflict', this.message);
    this.running.add(userId);
    try {
      return await work();
    } finally {
      this.running.delete(userId);
    }
  }
}
