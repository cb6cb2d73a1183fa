/**
 * Two builds' request path side by side (docs/performance.md, "the API's routes outside the proxy"):
 * `npx tsx bench/serve-ab.ts DIR_A DIR_B` starts the production server of each checkout's end-to-end build
 * (`npm run build:e2e` there first) on a fresh embedded database with the demo data, signs in on each,
 * then asks both the same probes in turns, one kept-open connection per side, the side going first
 * alternating, and prints each probe's p50 per side and their ratio B / A.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

type Answer = { ms: number; status: number; headers: http.IncomingHttpHeaders; body: string };
type Side = { proc: ChildProcess; port: number; cookie: string; agent: http.Agent };

const ROUNDS = 230;
const WARM_UP = 30;
const STORE = "kuechenhaus-kiel";
const PROBES: [string, boolean][] = [
  ["/api/health", false],
  [`/api/currentStore?storeSlug=${STORE}`, true],
  [`/api/asCategories?storeSlug=${STORE}`, true],
  [`/api/asOrders?storeSlug=${STORE}`, true],
];

function ask(side: Pick<Side, "port" | "agent">, urlPath: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: "127.0.0.1", port: side.port, path: urlPath, method: init.method ?? "GET", headers: init.headers, agent: side.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

async function start(dir: string, port: number): Promise<Side> {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "serve-ab-"));
  // The embedded database: no DATABASE_URL.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const proc = spawn(path.join(dir, "node_modules/.bin/node"), ["scripts/serve.mjs"], {
    cwd: dir,
    env: { ...env, PORT: String(port), DATA_DIR: data, DEMO_DATA: "on", NEXT_BUILDS_DIR: ".next-e2e-builds" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on("data", (c: Buffer) => (output += String(c)).includes("Bereit") && resolve());
    proc.on("exit", (code) => reject(new Error(`Server in ${dir} beendet mit ${code}: ${output.slice(-500)}`)));
  });
  proc.stdout!.resume();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const signIn = await ask({ port, agent }, "/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
    body: JSON.stringify({ email: "studio@kuechenhaus-kiel.example", password: "demo1234" }),
  });
  const cookie = ([] as string[])
    .concat(signIn.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .join("; ");
  return { proc, port, cookie, agent };
}

const p50 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

const [dirA, dirB] = process.argv.slice(2).map((d) => path.resolve(d));
const a = await start(dirA, 3311);
const b = await start(dirB, 3312);
const times = new Map<string, { a: number[]; b: number[] }>(PROBES.map(([p]) => [p, { a: [], b: [] }]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [urlPath, signedIn] of PROBES) {
      for (const side of round % 2 ? [a, b] : [b, a]) {
        const answer = await ask(side, urlPath, { headers: signedIn ? { cookie: side.cookie } : {} });
        if (answer.status !== 200) throw new Error(`${urlPath}: ${answer.status} ${answer.body.slice(0, 200)}`);
        if (round >= WARM_UP) times.get(urlPath)![side === a ? "a" : "b"].push(answer.ms);
      }
    }
  }
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  for (const [urlPath, t] of times)
    console.log(`${urlPath.padEnd(46)} A ${p50(t.a).toFixed(2)}  B ${p50(t.b).toFixed(2)}  B/A ${(p50(t.b) / p50(t.a)).toFixed(2)}`);
} finally {
  a.proc.kill("SIGTERM");
  b.proc.kill("SIGTERM");
}
