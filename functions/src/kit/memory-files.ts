/** An in-memory `Files` for tier-1 tests; same behaviour as storage-files.ts (see files.contract.ts). */
import { assertFilePath, assertFolderPrefix, type FileMeta, type Files } from './files';

export class MemoryFiles implements Files {
  private readonly files = new Map<string, FileMeta>();
  /** Number of files deleted since the store was made (test hook). */
  deleteCount = 0;

  constructor(initial: readonly FileMeta[] = []) {
    for (const file of initial) this.put(file);
  }

  /** Puts a file in place, as an upload would (test setup); `updated` defaults to the real clock. */
  put(file: FileMeta): void {
    assertFilePath(file.path);
    this.files.set(file.path, { ...file, updated: new Date(file.updated ?? Date.now()) });
  }

  private clone(file: FileMeta): FileMeta {
    return { ...file, ...(file.updated ? { updated: new Date(file.updated) } : {}) };
  }

  /** Every file path, sorted. */
  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  async stat(path: string): Promise<FileMeta | null> {
    assertFilePath(path);
    const file = this.files.get(path);
    return file ? this.clone(file) : null;
  }

  async list(prefix: string): Promise<FileMeta[]> {
    assertFolderPrefix(prefix);
    return this.paths()
      .filter((path) => path.startsWith(prefix))
      .map((path) => this.clone(this.files.get(path) as FileMeta));
  }

  async copy(from: string, to: string): Promise<void> {
    assertFilePath(from);
    assertFilePath(to);
    const file = this.files.get(from);
    if (!file) throw new Error(`No such file: ${from}`);
    this.files.set(to, { ...this.clone(file), path: to, updated: new Date() });
  }

  async delete(path: string): Promise<void> {
    assertFilePath(path);
    if (this.files.delete(path)) this.deleteCount += 1;
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertFolderPrefix(prefix);
    for (const path of [...this.files.keys()]) {
      if (path.startsWith(prefix) && this.files.delete(path)) this.deleteCount += 1;
    }
  }
}
