import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

test("a wrong setting stops the production server with the setting's name", async () => {
  const proc = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: "3199", DATA_DIR: ".data-e2e-start", DEMO_DATA: "vielleicht" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      resolve(null);
    }, 30_000);
    proc.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code).toBe(1);
  expect(output).toContain("Ungültige Konfiguration: DEMO_DATA");
});
