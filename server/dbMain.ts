import { exitWith } from './cliMain';
import { runDb } from './dbCommand';

exitWith(
  runDb(process.argv.slice(2), {
    env: process.env,
    print: (line) => console.log(line),
    error: (line) => console.error(line),
  }),
);
