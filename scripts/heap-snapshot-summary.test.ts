import { expect, it } from "vitest";

import { summariseHeap, type HeapSnapshot } from "./heap-snapshot-summary";

/**
 * A snapshot in V8's format: nodes as [type, name, id, self_size, edge_count], edges as
 * [type, name_or_index, to_node] where to_node is the node's offset in `nodes`.
 */
function snapshotOf(
  nodes: { type: string; name: string; size: number }[],
  edges: { from: number; to: number; name: string; type?: string }[],
): HeapSnapshot {
  const nodeTypes = ["hidden", "object", "string", "closure", "synthetic"];
  const edgeTypes = ["context", "element", "property", "internal", "hidden", "shortcut", "weak"];
  const strings: string[] = [];
  const stringIndex = (text: string) => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1);
  return {
    snapshot: {
      meta: {
        node_fields: ["type", "name", "id", "self_size", "edge_count"],
        node_types: [nodeTypes],
        edge_fields: ["type", "name_or_index", "to_node"],
        edge_types: [edgeTypes],
      },
    },
    nodes: nodes.flatMap((node, index) => [
      nodeTypes.indexOf(node.type),
      stringIndex(node.name),
      index * 2 + 1,
      node.size,
      edges.filter((edge) => edge.from === index).length,
    ]),
    edges: [...edges]
      .sort((a, b) => a.from - b.from)
      .flatMap((edge) => [edgeTypes.indexOf(edge.type ?? "property"), stringIndex(edge.name), edge.to * 5]),
    strings,
  };
}

// (root) → global → cache → [page A, page B]; global and a closure share `shared`; a weak
// reference from the root to page A keeps nothing alive.
const heap = snapshotOf(
  [
    { type: "synthetic", name: "(root)", size: 0 },
    { type: "object", name: "Global", size: 10 },
    { type: "object", name: "Map", size: 20 },
    { type: "string", name: "<html>A", size: 300 },
    { type: "string", name: "<html>B", size: 200 },
    { type: "closure", name: "render", size: 5 },
    { type: "object", name: "Shared", size: 40 },
  ],
  [
    { from: 0, to: 1, name: "global" },
    { from: 0, to: 3, name: "seen", type: "weak" },
    { from: 1, to: 2, name: "pages" },
    { from: 1, to: 5, name: "render" },
    { from: 2, to: 3, name: "a" },
    { from: 2, to: 4, name: "b" },
    { from: 1, to: 6, name: "shared" },
    { from: 5, to: 6, name: "shared" },
  ],
);

it("names what retains the heap: each object with all it alone keeps alive, under its dominator", () => {
  const { totalBytes, branches } = summariseHeap(heap, { minimumBytes: 30 });
  expect(totalBytes).toBe(575);
  expect(branches).toEqual([
    { depth: 0, name: "Global as global", retainedBytes: 575 },
    { depth: 1, name: "Map as pages", retainedBytes: 520 },
    { depth: 2, name: "(string) as a", retainedBytes: 300 },
    { depth: 2, name: "(string) as b", retainedBytes: 200 },
    // Held by the global and by the closure: the global dominates it.
    { depth: 1, name: "Shared as shared", retainedBytes: 40 },
  ]);
});

it("stops at the depth asked and leaves out branches under the minimum", () => {
  expect(summariseHeap(heap, { minimumBytes: 250, maxDepth: 2 }).branches.map((branch) => branch.name)).toEqual([
    "Global as global",
    "Map as pages",
  ]);
});

it("adds up the shallow size by constructor, the largest first", () => {
  expect(summariseHeap(heap, { minimumBytes: 1, top: 3 }).constructors).toEqual([
    { name: "(string)", count: 2, selfBytes: 500 },
    { name: "Shared", count: 1, selfBytes: 40 },
    { name: "Map", count: 1, selfBytes: 20 },
  ]);
});
