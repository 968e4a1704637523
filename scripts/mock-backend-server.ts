/**
 * The fake backend (mocks/http-server.ts) on a port of its own, for tools that speak HTTP.
 *
 *   npx tsx scripts/mock-backend-server.ts [--port 8092] [--host 127.0.0.1]
 *
 * Prints `Mock backend on http://HOST:PORT` once it listens.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockBackendServer } from '../mocks/http-server';

export { loadMockHandlers, startMockBackendServer, type MockBackendOptions, type MockBackendServer } from '../mocks/http-server';

function parseArgs(argv: string[]) {
  const args = { port: 8092, host: '127.0.0.1', help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = (argv[i] ?? '').split('=', 2);
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--port') args.port = Number(value());
    else if (flag === '--host') args.host = value();
    else if (flag === '--help' || flag === '-h') args.help = true;
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('--port must be a number from 0 to 65535');
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log('Usage: npx tsx scripts/mock-backend-server.ts [--port 8092] [--host 127.0.0.1]   (--port 0 picks a free port)');
    return;
  }
  const server = await startMockBackendServer(args);
  console.log(`Mock backend on ${server.url} (Ctrl+C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
