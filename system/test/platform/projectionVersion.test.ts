import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '@portal/platform';
import type { AnyProjection, HandledEvent } from '@portal/projections';
import { allProjections, defineProjection, projectionStates } from '@portal/projections';
import { loadConfig } from '../../src/config';
import type { RunningSystem } from '../../src/system';
import { startSystem } from '../../src/system';
import { tempDataDir } from '../../src/testing/harness';

// A read model whose projection changed is rebuilt from the log at the next start (read models are disposable).

function probe(version: number): AnyProjection {
  return defineProjection({
    name: 'versionProbe',
    collection: 'version_probe',
    handles: ['UserRegistered'],
    documentIds: (event: HandledEvent<'UserRegistered'>) => [event.data.userId],
    evolve: () => ({ _id: '', writtenBy: version }),
    version,
  });
}

let running: RunningSystem | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function start(dataDir: string, version: number): Promise<RunningSystem> {
  running = await startSystem({
    config: loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@version.example.org',
      ADMIN_PASSWORD: 'admin-password-1',
    }),
    roles: ['command-api', 'projections'],
    logger: silentLogger,
    projections: [...allProjections, probe(version)],
  });
  return running;
}

describe('projection versions', () => {
  it('given a read model built by version 1, when version 2 starts, then it is rebuilt from the log; an unchanged version is not', async () => {
    const dataDir = tempDataDir();
    let system = await start(dataDir, 1);
    const probeDocs = () => system.adapters.readModels.collection('version_probe').find({}).toArray();
    const state = () => projectionStates(system.adapters.readModels).findOne({ _id: 'versionProbe' });
    expect((await probeDocs()).map((doc) => doc.writtenBy)).toEqual([1]);
    const built = await state();
    await system.stop();

    system = await start(dataDir, 1);
    expect((await state())?.rebuiltAt).toBe(built?.rebuiltAt);
    await system.stop();

    system = await start(dataDir, 2);
    expect((await probeDocs()).map((doc) => doc.writtenBy)).toEqual([2]);
    expect(await state()).toMatchObject({ version: 2 });
  });
});
