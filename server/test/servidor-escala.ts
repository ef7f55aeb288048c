// One of the server processes of the scale-out suite (server/escala): the real start-up path (config, database,
// listen on PORT, SIGTERM handling) with the test pages instead of a build.
import { runServer } from '../cli/run-server';
import { CLIENT_FIXTURE_DIR } from './paths';

await runServer(process.env, { clientDir: CLIENT_FIXTURE_DIR });
