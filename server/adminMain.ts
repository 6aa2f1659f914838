import { runAdmin } from './admin';
import { exitWith } from './cliMain';

exitWith(
  runAdmin(process.argv.slice(2), {
    env: process.env,
    stdin: process.stdin,
    prompt: process.stderr,
    print: (line) => console.log(line),
    error: (line) => console.error(line),
  }),
);
