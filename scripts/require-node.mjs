// The Node version guard, imported first by the scripts a person may start directly (start.mjs,
// serve.mjs, e2e-server.mjs). `npm install` brings Node 24 into node_modules/.bin (the `node` package)
// and npm scripts run on it; `node scripts/start.mjs` on an older machine Node would otherwise fail
// minutes later with an error that never mentions Node. Plain syntax only: this must run on old Node.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} ist zu alt: dieses Projekt braucht Node 24 (mindestens 22.12). Mit \`npm install\` und dann \`npm start\` (oder \`npm run …\`) läuft es auf dem mitinstallierten Node 24 aus node_modules/.bin, sonst Node 24 LTS installieren (https://nodejs.org).`,
  );
  process.exit(1);
}
