// Fails when a module's files name another module's table outside what
// server/src/db/schema/owners.ts allows: a write (insert, update, delete) to a table it does not
// own, or a read of one that is not declared there. Tables are found by their schema name
// imported from db/schema (`db.update(customers)`, `${customers}` in SQL) and by their SQL name
// in statements (`from customers`, `join courses c`). Tests are left out: they set up and check
// rows of every area.
import fs from 'node:fs';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../server/src/db/schema/index.ts';
import {
  declaredUses,
  type ModuleName,
  type SchemaTable,
  tableOwners,
} from '../server/src/db/schema/owners.ts';

const modulesDir = path.resolve(import.meta.dirname, '..', 'server', 'src', 'modules');

const schemaExports: Record<string, unknown> = { ...schema };
const tables = Object.entries(tableOwners).map(([name, owner]) => ({
  name: name as SchemaTable,
  sqlName: getTableName(schemaExports[name] as PgTable),
  owner,
}));

interface Finding {
  file: string;
  module: string;
  table: string;
  owner: string;
  kind: 'write' | 'read';
  line: number;
}

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text with comments blanked (newlines kept, so line numbers hold). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, (_, before: string) => before);
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The schema tables a file imports as values (a type-only import names no rows). */
function importedTables(text: string): Map<string, SchemaTable> {
  const found = new Map<string, SchemaTable>();
  const imports = /import\s*\{([^}]*)\}\s*from\s*'[^']*db\/schema\/[^']*'/g;
  for (const match of text.matchAll(imports)) {
    for (const part of (match[1] ?? '').split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [imported, local] = spec.split(/\s+as\s+/);
      const table = tables.find((candidate) => candidate.name === imported?.trim());
      if (table) found.set((local ?? imported ?? '').trim(), table.name);
    }
  }
  return found;
}

function findingsOf(file: string): Finding[] {
  const relative = path.relative(modulesDir, file);
  const module = relative.split(path.sep)[0] ?? '';
  if (!relative.includes(path.sep)) return []; // modules/module.ts: the context's types
  const text = withoutComments(fs.readFileSync(file, 'utf8'));
  const findings: Finding[] = [];
  const add = (name: SchemaTable, kind: Finding['kind'], index: number) => {
    const owner = tableOwners[name];
    if (owner === module) return;
    findings.push({
      file: path.relative(path.resolve(modulesDir, '..', '..', '..'), file),
      module,
      table: tables.find((table) => table.name === name)?.sqlName ?? name,
      owner,
      kind,
      line: lineOf(text, index),
    });
  };
  for (const [local, name] of importedTables(text)) {
    const uses = new RegExp(`(?<![\\w.'])${local}\\b(?!\\s*:)`, 'g');
    const writes = new RegExp(
      `\\.(insert|update|delete)\\(\\s*${local}\\b|(insert\\s+into|update|delete\\s+from)\\s+\\$\\{${local}\\}`,
      'gi',
    );
    const written = [...text.matchAll(writes)];
    for (const match of written) add(name, 'write', match.index);
    if (written.length === 0) {
      const imports = text.search(/import\s*\{/);
      const use = [...text.matchAll(uses)].find(
        (match) => match.index > imports && !isImport(text, match.index),
      );
      if (use) add(name, 'read', use.index);
    }
  }
  for (const table of tables) {
    const statement = new RegExp(
      `\\b(insert\\s+into|update|delete\\s+from|from|join)\\s+"?${table.sqlName}"?(?=[\\s,)\`;]|$)`,
      'gi',
    );
    for (const match of text.matchAll(statement)) {
      const verb = (match[1] ?? '').toLowerCase();
      add(table.name, verb === 'from' || verb === 'join' ? 'read' : 'write', match.index);
    }
  }
  return findings;
}

/** Whether `index` falls inside an import statement. */
function isImport(text: string, index: number): boolean {
  const start = text.lastIndexOf('import', index);
  if (start < 0) return false;
  const end = text.indexOf(';', start);
  return end > index && /^import\s*(type\s*)?\{/.test(text.slice(start));
}

const findings = filesOf(modulesDir).flatMap(findingsOf);
const seen = new Set<string>();
const unique = findings.filter((finding) => {
  const key = `${finding.file}:${finding.table}:${finding.kind}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
const declared = (finding: Finding) =>
  finding.kind === 'read' &&
  declaredUses[finding.module as ModuleName]?.[
    tables.find((table) => table.sqlName === finding.table)?.name as SchemaTable
  ] !== undefined;

const line = (finding: Finding) =>
  `  ${finding.file}:${finding.line} ${finding.kind}s ${finding.table}, owned by ${finding.owner}`;
const allowed = unique.filter(declared);
const violations = unique.filter((finding) => !declared(finding));
console.log(`${allowed.length} declared uses of others' tables (server/src/db/schema/owners.ts):`);
for (const finding of allowed) console.log(line(finding));
console.log(`${violations.length} violations`);
for (const finding of violations) console.log(line(finding));
if (violations.length > 0) process.exitCode = 1;
