import { createLogger } from '@portal/platform';
import { allProjections, dropReadModels, replayFromLog } from '@portal/projections';
import { PASSWORD_COST } from '@portal/command-api';
import { assertSafeForProduction, loadConfig } from './config';
import { openAdapters } from './adapters';

/**
 * `npm run projections:rebuild`: drops every read model and replays the whole log.
 * Run it with the projection workers stopped; they resume from the rebuilt state.
 */
async function rebuild(): Promise<void> {
  // DATA_DIR holds children's personal data: files are readable by this account only
  process.umask(0o077);
  const config = loadConfig();
  // a production rebuild must not generate a key into DATA_DIR either
  assertSafeForProduction(config, PASSWORD_COST);
  const logger = createLogger({ level: config.logLevel });
  const adapters = await openAdapters(config, logger);
  try {
    const started = Date.now();
    await dropReadModels(allProjections, adapters.readModels);
    let lastPrint = 0;
    const result = await replayFromLog(allProjections, adapters.eventStore, adapters.readModels, {
      onProgress: ({ position, head }) => {
        if (Date.now() - lastPrint > 1_000) {
          lastPrint = Date.now();
          process.stdout.write(
            `rebuilding read models: ${Math.floor((position / Math.max(head, 1)) * 100)}% (${position}/${head})\n`,
          );
        }
      },
    });
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `rebuilt ${allProjections.length} read models from ${result.events} events in ${seconds.toFixed(1)} s (${Math.round(result.events / Math.max(seconds, 0.001))} events/s)\n`,
    );
    logger.debug('rebuild done');
  } finally {
    await adapters.close();
  }
}

rebuild().catch((error: unknown) => {
  process.stderr.write(`rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
