// The import direction is enforced by lint (eslint.config.js, docs/architecture.md §1):
// these cases lint source text at paths inside the tree and show each crossing fails
// while the allowed direction passes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('a feature importing another feature fails', async () => {
    expect(
      await ruleIds(
        'web/src/features/dashboard/boundary-fixture.ts',
        "import { REALTOR_COPY } from '../realtor/realtor-copy';\nexport const copy = REALTOR_COPY;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  }, 60_000);

  it('the @/ alias does not get round it', async () => {
    expect(
      await ruleIds(
        'web/src/features/dashboard/boundary-fixture.ts',
        "import { REALTOR_COPY } from '@/features/realtor/realtor-copy';\nexport const copy = REALTOR_COPY;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  }, 60_000);

  it('shared code importing a feature, or lib importing a component, fails', async () => {
    expect(
      await ruleIds(
        'web/src/lib/boundary-fixture.ts',
        "import { REALTOR_COPY } from '../features/realtor/realtor-copy';\nimport { Button } from '../components/ui';\nexport const all = [REALTOR_COPY, Button];\n",
      ),
    ).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  }, 60_000);

  it('Firebase outside api/ and the Admin SDK in a plan fail', async () => {
    expect(
      await ruleIds(
        'web/src/features/dashboard/boundary-fixture.ts',
        "import { getFirestore } from 'firebase/firestore';\nexport const db = getFirestore;\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await ruleIds(
        'functions/src/repairs/boundary-fixture.plan.ts',
        "import { getFirestore } from 'firebase-admin/firestore';\nexport const db = getFirestore;\n",
      ),
    ).toEqual(['no-restricted-imports']);
  }, 60_000);

  it('the allowed direction passes', async () => {
    expect(
      await ruleIds(
        'web/src/features/dashboard/api/boundary-fixture.ts',
        "import { collection } from 'firebase/firestore';\nimport { str } from '../../../lib/data/fields';\nimport { formatCentsOr } from '@homeledger/domain';\nexport const all = [collection, str, formatCentsOr];\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
