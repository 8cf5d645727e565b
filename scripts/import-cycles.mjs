// Lists the import circles among the .ts files under the given folders (issue 17: "no circle in
// contracts/ or projections/"). Relative imports and re-exports count, `import type` included: a
// type-only circle is still a knot to read. Exits 1 when there is a circle.
//   node scripts/import-cycles.mjs contracts/src [projections/src ...]
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'node_modules' ? [] : files(path);
    }
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });

const target = (from, spec) => {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
};

const imports = (file) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]/g,
    ),
  ]
    .map((match) => target(file, match[1]))
    .filter(Boolean);

// Tarjan's strongly connected components: every component of two or more files is one knot.
const graph = new Map(
  process.argv
    .slice(2)
    .flatMap(files)
    .map((file) => [resolve(file), imports(file)]),
);
const index = new Map();
const low = new Map();
const stack = [];
const knots = [];
let counter = 0;
const visit = (node) => {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (stack.includes(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      knots.push(component);
    }
  }
};
[...graph.keys()].forEach((node) => index.has(node) || visit(node));

for (const knot of knots) {
  console.log(
    `circle of ${knot.length} files: ${knot.map((file) => relative(process.cwd(), file)).join(', ')}`,
  );
}
console.log(`${graph.size} files, ${knots.length} import circle(s)`);
process.exitCode = knots.length > 0 ? 1 : 0;
