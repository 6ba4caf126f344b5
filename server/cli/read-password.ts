import { text } from 'node:stream/consumers';

/** All of stdin, without the final line break (`printf %s "$PASSWORD" | …` or `… < file`). */
export async function passwordFromStdin(): Promise<string> {
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. Ctrl-C stops the command. */
export function promptPassword(question: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return Promise.reject(new Error('No terminal to ask for the password: use --password-stdin or STAFF_PASSWORD.'));
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(typed);
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}
