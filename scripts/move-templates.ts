/**
 * After the client build: the page shell (views/index.html) is a template the server fills, not a
 * file to serve, so it moves out of the static root. Whatever the URL spelling, the static server
 * cannot reach a file that is not under its root.
 */
import { mkdirSync, renameSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';

export function moveTemplates(clientDir: string, templatesDir: string): void {
  const from = path.join(clientDir, 'views', 'index.html');
  if (!existsSync(from)) return;
  mkdirSync(templatesDir, { recursive: true });
  renameSync(from, path.join(templatesDir, 'index.html'));
  rmSync(path.join(clientDir, 'views'), { recursive: true, force: true });
}
