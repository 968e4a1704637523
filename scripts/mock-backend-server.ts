/**
 * The fake backend (mocks/http-server.ts) on a port of its own, for tools that speak HTTP.
 *
 *   npx tsx scripts/mock-backend-server.ts [--port 8092] [--host 127.0.0.1]
 *
 * Prints `Mock backend on http://HOST:PORT` once it listens.
 */
import { parseArgs } from 'node:util';
import { startMockBackendServer } from '../mocks/http-server';
import { isMain, messageOf, onStopSignals } from './lib/process';

export { loadMockHandlers, startMockBackendServer, type MockBackendOptions, type MockBackendServer } from '../mocks/http-server';

function readArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8092' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a number from 0 to 65535');
  return { port, host: values.host, help: values.help };
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  if (args.help) {
    console.log('Usage: npx tsx scripts/mock-backend-server.ts [--port 8092] [--host 127.0.0.1]   (--port 0 picks a free port)');
    return;
  }
  const server = await startMockBackendServer({ port: args.port, host: args.host });
  console.log(`Mock backend on ${server.url} (Ctrl+C to stop)`);
  onStopSignals(() => void server.stop().then(() => process.exit(0)));
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  });
}
