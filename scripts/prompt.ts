/** Password input for the CLI: no echo on a terminal; lines from stdin when piped. */

export function readPassword(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** First and (optional) second line of piped stdin. */
export async function readPipedPasswords(): Promise<[string | undefined, string | undefined]> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  const lines = text.split(/\r?\n/);
  const second = lines[1];
  return [lines[0], second ? second : undefined];
}
