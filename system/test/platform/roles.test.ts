import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HealthResponse } from '@portal/contracts';
import { Client, tempDataDir } from '../../src/testing/harness';
import {
  childSystemsKilledAfterEach,
  startChildSystem,
  waitUntilCaughtUp,
  withoutServerUrls,
} from '../../src/testing/childSystem';

const ADMIN = { ADMIN_EMAIL: 'roles.admin@example.org', ADMIN_PASSWORD: 'roles-test-password' };
const rebuildScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/rebuild.ts');

describe('one role per process on one DATA_DIR', () => {
  const children = childSystemsKilledAfterEach();

  it('given projections and command-api in separate processes, when a command answers, then the next query sees it, and health reports both', async () => {
    const dataDir = tempDataDir('portal-roles-');
    const projections = await startChildSystem({ DATA_DIR: dataDir }, ['--role=projections']);
    children.push(projections);
    const api = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN }, ['--role=command-api']);
    children.push(api);
    await waitUntilCaughtUp(api.url);

    const admin = new Client(api.url);
    expect((await admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    const change = await admin.request('PUT', '/api/profile/password', {
      currentPassword: ADMIN.ADMIN_PASSWORD,
      newPassword: 'changed-across-processes',
    });
    expect(change.status).toBe(200);
    expect((await new Client(api.url).login(ADMIN.ADMIN_EMAIL, 'changed-across-processes')).status).toBe(200);

    const apiHealth = HealthResponse.parse((await admin.request('GET', '/api/health')).body);
    expect(apiHealth.roles).toEqual(['command-api']);
    expect(apiHealth.projections.every((p) => p.lag === 0)).toBe(true);
    const workerHealth = HealthResponse.parse(await (await fetch(`${projections.url}/api/health`)).json());
    expect(workerHealth.roles).toEqual(['projections']);
    expect((await fetch(`${projections.url}/api/auth/me`)).status).toBe(404);
  });

  it('given a stopped system, when projections:rebuild runs, then the read models are dropped and replayed and sign-in still works', async () => {
    const dataDir = tempDataDir('portal-rebuild-cli-');
    const first = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN });
    children.push(first);
    await waitUntilCaughtUp(first.url);
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', rebuildScript], {
        env: { ...withoutServerUrls(process.env), DATA_DIR: dataDir },
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
    });
    expect(output).toMatch(/rebuilt \d+ read models from 2 events/);

    const second = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN });
    children.push(second);
    expect((await new Client(second.url).login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  });
});
