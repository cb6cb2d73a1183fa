import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the lint without type declarations
import { docFiles, missingCommentPaths, missingDocPaths } from "../../../scripts/check-doc-paths.mjs";

type Missing = { file: string; line: number; path: string };
const check = missingDocPaths as (root: string, files: string[]) => Missing[];
const checkComments = missingCommentPaths as (root: string) => Missing[];

describe("the paths the docs name (npm run lint)", () => {
  it("every path named in README.md and docs/ exists", () => {
    const root = process.cwd();
    expect(check(root, (docFiles as (root: string) => string[])(root))).toEqual([]);
  });

  it("names a moved file with its doc and line, and leaves placeholders alone", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "doc-paths-"));
    try {
      fs.mkdirSync(path.join(root, "lib/server/shop"), { recursive: true });
      fs.mkdirSync(path.join(root, "docs"));
      fs.writeFileSync(path.join(root, "lib/server/shop/cart.ts"), "export {};\n");
      fs.writeFileSync(
        path.join(root, "docs/a.md"),
        "The cart: `lib/server/shop/cart.ts`, `lib/server/shop/cart`, `cart.ts`.\n" +
          "Each area: `lib/server/<area>/jobs.ts`, `models/*/`.\n" +
          "Moved: `lib/server/cart.ts` and `checkout.ts`.\n",
      );
      execFileSync("git", ["init", "-q"], { cwd: root });
      execFileSync("git", ["add", "."], { cwd: root });
      expect(check(root, ["docs/a.md"])).toEqual([
        { file: "docs/a.md", line: 3, path: "lib/server/cart.ts" },
        { file: "docs/a.md", line: 3, path: "checkout.ts" },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("every file path named in a comment of the code exists", () => {
    expect(checkComments(process.cwd())).toEqual([]);
  });

  it("names a path in a code comment that moved, in a comment line or after code, and leaves code and placeholders alone", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "comment-paths-"));
    try {
      fs.mkdirSync(path.join(root, "lib/domain/shop"), { recursive: true });
      fs.writeFileSync(path.join(root, "lib/domain/shop/cart-fill.ts"), "export {};\n");
      fs.writeFileSync(
        path.join(root, "lib/domain/shop/a.ts"),
        "// Where it came from (lib/domain/shop/cart-fill.ts, @/lib/domain/shop/cart-fill.ts).\n" +
          "/**\n * Moved: lib/domain/cart-fill.ts\n */\n" +
          // (the comment marker split, so that this line of the test has no comment naming a path)
          `export const x = "lib/domain/gone.ts"; /${"/"} see lib/server/gone.ts\n` +
          "// Each area: lib/server/<area>/jobs.ts\n",
      );
      execFileSync("git", ["init", "-q"], { cwd: root });
      execFileSync("git", ["add", "."], { cwd: root });
      expect(checkComments(root)).toEqual([
        { file: "lib/domain/shop/a.ts", line: 3, path: "lib/domain/cart-fill.ts" },
        { file: "lib/domain/shop/a.ts", line: 5, path: "lib/server/gone.ts" },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("names a module, folder or bare file name in a code comment that is gone, and leaves other projects' paths alone", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "comment-names-"));
    try {
      fs.mkdirSync(path.join(root, "lib/domain/shop"), { recursive: true });
      fs.writeFileSync(path.join(root, "lib/domain/shop/cart-fill.ts"), "export {};\n");
      fs.writeFileSync(
        path.join(root, "lib/domain/shop/a.ts"),
        "// Kept: lib/domain/shop/cart-fill, lib/domain/shop/, cart-fill.ts; a library's lib/controllers/object.js.\n" +
          "// Gone: lib/domain/badge and checkout.ts\n" +
          "// Cut at the line's end: lib/domain/shop/cart-\n",
      );
      execFileSync("git", ["init", "-q"], { cwd: root });
      execFileSync("git", ["add", "."], { cwd: root });
      expect(checkComments(root)).toEqual([
        { file: "lib/domain/shop/a.ts", line: 2, path: "lib/domain/badge" },
        { file: "lib/domain/shop/a.ts", line: 2, path: "checkout.ts" },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
