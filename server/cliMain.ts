/** Ends a command's process with the exit code its run resolves to, or 1 (with the error) when it fails. */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
