import { describe } from 'vitest';
import { busContract } from '../busContract';
import type { Bus } from '../port';
import { openKafkaBus } from './kafkaBus';

const brokers =
  process.env.KAFKA_BROKERS?.split(',')
    .map((b) => b.trim())
    .filter(Boolean) ?? [];

if (brokers.length > 0) {
  // The contract makes its topic and group names unique (random suffix) per test and run.
  busContract('kafka', async () => {
    const opened: Bus[] = [];
    const open = async (): Promise<Bus> => {
      const bus = await openKafkaBus({ brokers, clientId: 'bus-contract' });
      opened.push(bus);
      return bus;
    };
    return {
      bus: await open(),
      openAnother: open,
      // Topics are left on the broker: it is a throwaway test broker and names never repeat.
      cleanup: async () => {
        await Promise.allSettled(opened.map((bus) => bus.close()));
      },
    };
  });
} else {
  describe.skip('kafka contract (skipped: KAFKA_BROKERS not set)', () => undefined);
}
