import { describe, expect, it } from 'vitest';
import { openKafkaBus } from './kafkaBus';

describe('openKafkaBus', () => {
  it('given no broker listening, when opening, then it fails within the connect bound with a kafka: error', async () => {
    const started = Date.now();
    await expect(openKafkaBus({ brokers: ['127.0.0.1:1'] })).rejects.toThrow(
      /^kafka: cannot connect to 127\.0\.0\.1:1 \(.+\)$/,
    );
    expect(Date.now() - started).toBeLessThan(12_000);
  });

  it('given a broker that never answers in time, when opening with a short bound, then it times out with a kafka: error', async () => {
    const started = Date.now();
    // 192.0.2.0/24 is TEST-NET-1: never routed, so the connection either hangs or fails.
    await expect(openKafkaBus({ brokers: ['192.0.2.1:9092'], connectionTimeoutMs: 2_000 })).rejects.toThrow(
      /^kafka: cannot connect to 192\.0\.2\.1:9092 \(/,
    );
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
