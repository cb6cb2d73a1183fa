import fs from "node:fs";

// A V8 heap snapshot (.heapsnapshot, as --heapsnapshot-signal writes it) summed by constructor the way
// the DevTools "Summary" view groups it: objects and closures by their constructor or function name,
// everything else by its node type ("(string)", "(compiled code)", …). Enough to name what holds the
// memory and, with two snapshots, what grew between them. The file is deleted after reading.

export type HeapGroup = { name: string; bytes: number; count: number };
export type HeapSummary = { totalMb: number; nodes: number; top: { name: string; mb: number; count: number }[]; all: HeapGroup[] };

type Snapshot = { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };

export async function heapSummary(file: string, keep = false): Promise<HeapSummary> {
  const data = JSON.parse(await fs.promises.readFile(file, "utf8")) as Snapshot;
  if (!keep) await fs.promises.rm(file, { force: true });
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const at = { type: fields.indexOf("type"), name: fields.indexOf("name"), size: fields.indexOf("self_size") };
  const groups = new Map<string, HeapGroup>();
  let total = 0;
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + at.type]];
    const size = data.nodes[i + at.size];
    total += size;
    const name =
      type === "object" || type === "closure" || type === "native"
        ? `${data.strings[data.nodes[i + at.name]] || "(anonym)"}${type === "closure" ? "()" : ""}`
        : `(${type})`;
    const g = groups.get(name) ?? { name, bytes: 0, count: 0 };
    g.bytes += size;
    g.count++;
    groups.set(name, g);
  }
  const all = [...groups.values()].sort((a, b) => b.bytes - a.bytes);
  const mb = (b: number) => Math.round(b / 1024 / 102.4) / 10;
  return {
    totalMb: mb(total),
    nodes: data.nodes.length / width,
    top: all.slice(0, 10).map((g) => ({ name: g.name, mb: mb(g.bytes), count: g.count })),
    all,
  };
}
