// The codebase's shape (issue 17): functions in route files, socket handlers and React hooks stay
// under 120 lines; source files under 400 (data files and contract suites excepted).
//   node scripts/shape.mjs          prints what is over, exits 1 if anything is
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FUNCTION_LIMIT = 120;
const FILE_LIMIT = 400;
const PACKAGES = [
  'contracts',
  'platform',
  'command-api',
  'projections',
  'realtime',
  'system',
  'ui-shared',
  'admin-ui',
  'learner-ui',
];
// data and contract suites: long by nature (fixtures, one suite run against every adapter)
const FILE_EXEMPT = [
  /\/demo\/.*Data\.ts$/,
  /\/demo\/sample\w*\.ts$/,
  /[cC]ontract\.ts$/,
  /\.test\.tsx?$/,
  /\/seed\w*\.ts$/,
];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function functionRuleApplies(file) {
  return (
    /^command-api\/src\/.*Routes\.ts$/.test(file) ||
    (file.startsWith('realtime/src/') && !/\.test\.ts$/.test(file)) ||
    /^(admin-ui|learner-ui|ui-shared)\/src\/.*\/use[A-Z]\w*\.tsx?$/.test(file)
  );
}

const over = [];
for (const file of PACKAGES.flatMap((p) => (fs.existsSync(`${p}/src`) ? sourceFiles(`${p}/src`) : []))) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  if (lines > FILE_LIMIT && !FILE_EXEMPT.some((re) => re.test(file))) {
    over.push(`${file}: file of ${lines} lines (limit ${FILE_LIMIT})`);
  }
  if (!functionRuleApplies(file)) {
    continue;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const length = end - start + 1;
      const isHook = /^(admin-ui|learner-ui|ui-shared)/.test(file);
      const name =
        node.name?.getText() ??
        (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
      if (length > FUNCTION_LIMIT && (!isHook || /^use[A-Z]/.test(name))) {
        over.push(`${file}:${start + 1}: ${name} is ${length} lines (limit ${FUNCTION_LIMIT})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
for (const line of over) {
  console.log(line);
}
console.log(`shape: ${over.length} over the limits`);
process.exit(over.length === 0 ? 0 : 1);
