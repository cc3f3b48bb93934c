// The command line of the npm scripts that play games (selfplay, bots): flags
// as `--name value`, whole numbers checked, and a failure that prints the usage.

export interface CommandLine {
  /** The words after the script's name. */
  args: string[];
  /** The value after `--name`, if given. */
  flag(name: string): string | undefined;
  /** `--name` as a whole number (the fallback when absent and one is given); fails otherwise. */
  number(name: string, fallback?: number): number;
  /** Prints the message and exits with this code. */
  fail(message: string, code?: number): never;
}

export function commandLine(usage: string): CommandLine {
  const args = process.argv.slice(2);
  const fail = (message: string, code = 2): never => {
    console.error(message);
    process.exit(code);
  };
  const flag = (name: string): string | undefined => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const number = (name: string, fallback?: number): number => {
    const text = flag(name);
    if (text === undefined && fallback !== undefined) return fallback;
    const n = Number(text);
    if (text === undefined || !Number.isInteger(n) || n < 0) fail(`--${name} needs a whole number\n${usage}`);
    return n;
  };
  return { args, flag, number, fail };
}
