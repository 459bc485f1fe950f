// `npm start`: builds when needed, then serves out/ at http://localhost:3000 like the static hosts do.
import { buildIfNeeded } from '../support/build-if-needed.mjs';
import { startServer } from '../support/static-server.mjs';

buildIfNeeded();
const port = Number(process.env.PORT ?? 3000);
// Listen on all interfaces' loopback names: "localhost" may resolve to ::1 or 127.0.0.1.
startServer({ port, host: '::' })
  .catch(() => startServer({ port, host: '0.0.0.0' }))
  .then(
    () => console.log(`The site is running at http://localhost:${port}`),
    (error) => {
      console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop the other server or set PORT.` : error.message);
      process.exit(1);
    },
  );
