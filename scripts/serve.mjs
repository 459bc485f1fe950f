// `npm run serve` (and the Playwright tests' web server): serves the built out/ as the hosts do
// (support/static-server.mjs), without building first; `npm start` builds when needed.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1]
import { parseArgs } from 'node:util';
import { startServer } from '../support/static-server.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
startServer({ port, host: values.host }).then(
  () => console.log(`Serving out/ at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${port}`),
  (error) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use.` : error.message);
    process.exit(1);
  },
);
