import { spawn } from 'node:child_process';
import { adminToken } from './form-steps';

/** `npm run admin -- create-staff …` against the e2e server (an admin), the password on stdin; resolves to what it printed. */
export function createStaffWithCli(baseURL: string, email: string, password: string, name = 'Ada Admin'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'admin', '--', 'create-staff', '--email', email, '--name', name, '--role', 'admin', '--password-stdin'], {
      env: { ...process.env, ADMIN_API_URL: `${baseURL}/api/v1.1`, ADMIN_TOKEN: adminToken },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`create-staff exited ${code}: ${output}`))));
    child.stdin.end(password);
  });
}
