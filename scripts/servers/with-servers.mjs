// Runs a command with every real server this machine can provide:
//   node scripts/servers/with-servers.mjs npx vitest run platform/src/bus/kafka
import { spawnSync } from 'node:child_process';
import { provisionRealServers } from './provision.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/servers/with-servers.mjs <command> [args...]');
  process.exit(2);
}
const servers = await provisionRealServers();
for (const component of servers.components.filter((c) => !c.value)) {
  console.log(`  ${component.label}: ${component.reason}`);
}
const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...servers.env } });
await servers.stopAll();
process.exit(result.status ?? 1);
