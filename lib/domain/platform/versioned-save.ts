/**
 * No lost edits (issue 19): the cart and each wish list carry a version; a save names the version it
 * is based on and the server refuses it (409) when the document has moved on since. Then the change is
 * not lost: the fresh document is loaded and the same user action is applied to it again, until a save
 * goes through. Plain orchestration without I/O of its own, so the browser and the tests share it.
 */

export type Versioned<D> = { doc: D; version: number };

/**
 * With n writers at once, each refused save is caused by another writer's successful save between the
 * reload and the save, so a writer needs at most n attempts. Twenty covers two people with a few tabs
 * each with plenty to spare; the bound only stops a loop against a broken server.
 */
export const MAX_SAVE_ATTEMPTS = 20;

export class SaveConflictError extends Error {
  constructor(readonly attempts: number) {
    super("Die Änderung konnte nicht gespeichert werden, weil gleichzeitig weiter geändert wurde. Bitte versuchen Sie es erneut.");
    this.name = "SaveConflictError";
  }
}

/**
 * Applies `change` to `base` and saves it with `base.version`; on a conflict (as `isConflict` tells)
 * reloads the stored document and applies `change` to that, at most `maxAttempts` saves in all.
 * Answers what the server stored and how many saves it took.
 */
export async function saveRebased<D>(opts: {
  base: Versioned<D>;
  change: (doc: D) => D;
  save: (doc: D, baseVersion: number) => Promise<Versioned<D>>;
  reload: () => Promise<Versioned<D>>;
  isConflict: (error: unknown) => boolean;
  maxAttempts?: number;
}): Promise<Versioned<D> & { attempts: number }> {
  const max = opts.maxAttempts ?? MAX_SAVE_ATTEMPTS;
  let base = opts.base;
  for (let attempt = 1; ; attempt++) {
    try {
      const saved = await opts.save(opts.change(base.doc), base.version);
      return { ...saved, attempts: attempt };
    } catch (error) {
      if (!opts.isConflict(error)) throw error;
      if (attempt >= max) throw new SaveConflictError(attempt);
      base = await opts.reload();
    }
  }
}
