import { runAdmin } from './admin';

runAdmin(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  prompt: process.stderr,
  print: (line) => console.log(line),
  error: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
