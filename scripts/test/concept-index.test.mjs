// @ts-check
// The concept index in docs/architecture.md (§8) must name every area folder, and only
// folders that exist, or a newcomer following it lands in the wrong place (issue #28).
// The table's folder columns are headed by their root (`domain/src/`, `functions/src/`,
// `web/src/features/`) and list area names in backticks; this file parses that table and
// compares it with the tree. Parser and check live here, beside their own tests, because
// nothing else reads the table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DOC = 'docs/architecture.md';
/** The folder columns, by header: each names area folders directly under that root. */
export const AREA_ROOTS = ['domain/src/', 'functions/src/', 'web/src/features/'];

/**
 * Split one markdown table row into trimmed cells (`\|` stays inside a cell).
 * @param {string} line
 * @returns {string[]}
 */
export function tableCells(line) {
  const cells = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/);
  return cells.map((cell) => cell.trim().replaceAll('\\|', '|'));
}

const isSeparator = (/** @type {string} */ line) =>
  /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line.trim());

/**
 * Every table in a markdown text: header cells and rows of cells, with the 1-based line
 * of the header. A table is a `|` line followed by a separator line, up to the first
 * line that does not start with `|`.
 * @param {string} markdown
 * @returns {{ line: number, header: string[], rows: string[][] }[]}
 */
export function markdownTables(markdown) {
  const lines = markdown.split('\n');
  const tables = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]?.trim().startsWith('|') || !isSeparator(lines[i + 1] ?? '')) continue;
    const table = {
      line: i + 1,
      header: tableCells(lines[i] ?? ''),
      rows: /** @type {string[][]} */ ([]),
    };
    let j = i + 2;
    for (; j < lines.length && lines[j]?.trim().startsWith('|'); j++)
      table.rows.push(tableCells(lines[j] ?? ''));
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

/** The names in backticks in a cell (`—` or any text without backticks names none). */
export const namesInCell = (/** @type {string} */ cell) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim());

/**
 * Compare the concept index in `markdown` with the area folders `listAreas(root)` returns
 * for each root. Returns one sentence per problem, saying which folder and where; none when
 * the two agree.
 * @param {string} markdown
 * @param {(root: string) => string[]} listAreas
 * @param {string} [doc]
 * @returns {string[]}
 */
export function conceptIndexProblems(markdown, listAreas, doc = DOC) {
  const table = markdownTables(markdown).find((t) =>
    AREA_ROOTS.every((root) => t.header.includes(root)),
  );
  if (!table)
    return [`${doc} has no concept index table with the columns ${AREA_ROOTS.join(', ')}`];
  const problems = [];
  for (const root of AREA_ROOTS) {
    const column = table.header.indexOf(root);
    /** @type {Map<string, string | undefined>} area → the first row (concept) naming it */
    const named = new Map();
    for (const row of table.rows)
      for (const name of namesInCell(row[column] ?? ''))
        if (!named.has(name)) named.set(name, row[0]);
    const onDisk = new Set(listAreas(root));
    for (const area of [...onDisk].sort())
      if (!named.has(area))
        problems.push(
          `${root}${area} is missing from the concept index in ${doc}: add it to the "${root}" column of its concept's row`,
        );
    for (const [name, concept] of named)
      if (!onDisk.has(name))
        problems.push(
          `${doc} concept index, row "${concept}", column "${root}" names ${root}${name}, which does not exist`,
        );
  }
  return problems;
}

/** The area folders under a root of the repository: its direct subfolders. */
const areasOnDisk = (/** @type {string} */ root) =>
  readdirSync(join(REPO, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SAMPLE = `# Sample

Some text | with a pipe that is not a table.

| concept | domain/src/ | functions/src/ | web/src/features/ | callables |
| --- | :-- | --- | --- | --- |
| Homes | \`properties\` | \`properties\`, \`disputes\` | \`properties\` | addProperty |
| Shared | \`schemas\` | \`kit\` | — | a \\| b |
| Gone | — | \`ghost\` | — | — |

After the table.
`;

describe('markdownTables', () => {
  it('reads the header, the rows and the cells, and keeps escaped pipes in a cell', () => {
    const table = markdownTables(SAMPLE)[0];
    if (!table) throw new Error('no table found in SAMPLE');
    expect(table.line).toBe(5);
    expect(table.header).toEqual([
      'concept',
      'domain/src/',
      'functions/src/',
      'web/src/features/',
      'callables',
    ]);
    expect(table.rows).toHaveLength(3);
    expect(table.rows[0]).toEqual([
      'Homes',
      '`properties`',
      '`properties`, `disputes`',
      '`properties`',
      'addProperty',
    ]);
    expect(table.rows[1]?.[4]).toBe('a | b');
  });

  it('finds no table in text without a separator line', () => {
    expect(markdownTables('| a | b |\n| c | d |\n')).toEqual([]);
  });

  it('takes names only from backticks', () => {
    expect(namesInCell('`properties`, `disputes`')).toEqual(['properties', 'disputes']);
    expect(namesInCell('—')).toEqual([]);
  });
});

describe('conceptIndexProblems', () => {
  /** @type {Record<string, string[]>} */
  const tree = {
    'domain/src/': ['properties', 'schemas', 'sharing'],
    'functions/src/': ['properties', 'disputes', 'kit'],
    'web/src/features/': ['properties'],
  };

  it('names a folder on disk that the table lacks, and a folder the table names that is gone', () => {
    expect(conceptIndexProblems(SAMPLE, (root) => tree[root] ?? [], 'sample.md')).toEqual([
      'domain/src/sharing is missing from the concept index in sample.md: add it to the "domain/src/" column of its concept\'s row',
      'sample.md concept index, row "Gone", column "functions/src/" names functions/src/ghost, which does not exist',
    ]);
  });

  it('is content when the table and the tree agree', () => {
    /** @type {Record<string, string[]>} */
    const agreeing = {
      ...tree,
      'domain/src/': ['properties', 'schemas'],
      'functions/src/': [...(tree['functions/src/'] ?? []), 'ghost'],
    };
    expect(conceptIndexProblems(SAMPLE, (root) => agreeing[root] ?? [], 'sample.md')).toEqual([]);
  });

  it('says so when the document has no concept index table', () => {
    expect(conceptIndexProblems('# Nothing here\n', () => [], 'x.md')).toEqual([
      'x.md has no concept index table with the columns domain/src/, functions/src/, web/src/features/',
    ]);
  });
});

describe(`the concept index in ${DOC}`, () => {
  const markdown = readFileSync(join(REPO, DOC), 'utf8');

  it('names every area folder, and only folders that exist', () => {
    const problems = conceptIndexProblems(markdown, areasOnDisk);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
