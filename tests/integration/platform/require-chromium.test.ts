import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { chromiumExecutable, DEBIAN_CHROMIUMS, MISSING_CHROMIUM } from "../../../scripts/require-chromium.mjs";

const run = promisify(execFile);
const only =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe("the end-to-end tests' Chromium", () => {
  it("is Debian's headless shell when installed, else Debian's chromium", () => {
    const [shell, full] = DEBIAN_CHROMIUMS;
    expect(shell).toBe("/usr/bin/chromium-headless-shell");
    expect(chromiumExecutable({}, only(shell, full))).toBe(shell);
    expect(chromiumExecutable({}, only(full))).toBe(full);
  });

  it("is CHROMIUM_PATH when that is set, and missing when that file is not there", () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: "/opt/chrome" }, only("/opt/chrome", DEBIAN_CHROMIUMS[0]))).toBe("/opt/chrome");
    expect(chromiumExecutable({ CHROMIUM_PATH: "/opt/chrome" }, only(...DEBIAN_CHROMIUMS))).toBeNull();
  });

  it("without any Chromium, the first step of npm test stops with one German line naming what to install", async () => {
    expect(chromiumExecutable({}, () => false)).toBeNull();
    const failed = await run(process.execPath, ["scripts/require-chromium.mjs"], {
      env: { ...process.env, CHROMIUM_PATH: "/nicht/da/chromium" },
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(MISSING_CHROMIUM);
    expect(MISSING_CHROMIUM).toContain("apt-get install chromium-headless-shell");
  });
});
