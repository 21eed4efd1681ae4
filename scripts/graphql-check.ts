// `npm run graphql:check`: every Storefront API document validates against the official schema,
// the generated types match the documents, and no document hides outside app/graphql (where the
// allowlist and codegen would not see it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_FILE, generateTypes } from './codegen.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const problems: string[] = [];

const strays = filesUnder('app').filter(
  (file) => !file.startsWith(join('app', 'graphql')) && /\.(ts|tsx)$/.test(file) && readFileSync(file, 'utf8').includes('#graphql'),
);
for (const file of strays) problems.push(`${file}: Storefront API documents belong in app/graphql/`);

try {
  const expected = await generateTypes();
  let actual = '';
  try {
    actual = readFileSync(GENERATED_FILE, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (actual !== expected) problems.push(`${GENERATED_FILE} is stale: run \`npm run codegen\``);
} catch (error) {
  problems.push((error as Error).message);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('GraphQL documents valid against Storefront API 2026-04; generated types up to date.');
