import type { FastifyInstance } from 'fastify';

/** Every method and path the app answers, from Fastify's own route tree (HEAD and OPTIONS are Fastify's and CORS's). */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S*)(?: \(([^)]*)\))?/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + (match[2] ?? '');
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** The API's own routes under `prefix`: no HEAD or OPTIONS, no catch-all (`*`). */
export function apiRoutes(app: FastifyInstance, prefix: string): string[] {
  return registeredRoutes(app)
    .filter((route) => !/^(HEAD|OPTIONS) /.test(route))
    .filter((route) => route.split(' ')[1]?.startsWith(`${prefix}/`))
    .filter((route) => !route.endsWith('*'));
}
