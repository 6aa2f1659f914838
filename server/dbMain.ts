import { runDb } from './dbCommand';

runDb(process.argv.slice(2), {
  env: process.env,
  print: (line) => console.log(line),
  error: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
