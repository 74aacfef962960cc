/**
 * What holds a V8 heap snapshot (`*.heapsnapshot`, as `--heapsnapshot-signal` writes it): the
 * retained size of each object from the dominator tree (an object retains what would be freed with
 * it), printed as the tree's large branches, and the shallow size by constructor as DevTools'
 * Summary shows it. bench:memory prints both for the server it ran.
 */

/** The parts of a snapshot's JSON this reads (its `snapshot.meta` names the fields). */
export type HeapSnapshot = {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

export type Branch = { depth: number; name: string; retainedBytes: number };
export type ConstructorTotal = { name: string; count: number; selfBytes: number };

type Graph = {
  count: number;
  type: (node: number) => string;
  name: (node: number) => string;
  selfSize: Int32Array | Float64Array;
  /** Children of each node by strong edges, in compressed rows: `firstEdge[n]` to `firstEdge[n + 1]`. */
  firstEdge: Uint32Array;
  target: Uint32Array;
  edgeName: (edge: number) => string;
};

function graphOf(heap: HeapSnapshot): Graph {
  const { meta } = heap.snapshot;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const [nodeTypes] = meta.node_types;
  const [edgeTypes] = meta.edge_types;
  const at = (field: string, fields: string[]) => fields.indexOf(field);
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ["type", "name", "self_size", "edge_count"].map((f) =>
    at(f, meta.node_fields),
  ) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt, toAt] = ["type", "name_or_index", "to_node"].map((f) => at(f, meta.edge_fields)) as [
    number,
    number,
    number,
  ];
  const count = heap.nodes.length / nodeFields;
  const selfSize = new Float64Array(count);
  const firstEdge = new Uint32Array(count + 1);
  const targets: number[] = [];
  const edgeNames: string[] = [];
  let edge = 0;
  for (let node = 0; node < count; node += 1) {
    firstEdge[node] = targets.length;
    selfSize[node] = heap.nodes[node * nodeFields + sizeAt]!;
    const edges = heap.nodes[node * nodeFields + edgeCountAt]!;
    for (let index = 0; index < edges; index += 1, edge += edgeFields) {
      const kind = edgeTypes[heap.edges[edge + edgeTypeAt]!];
      // A weak reference keeps nothing alive; a shortcut repeats a path that exists anyway.
      if (kind === "weak" || kind === "shortcut") continue;
      targets.push(heap.edges[edge + toAt]! / nodeFields);
      const nameOrIndex = heap.edges[edge + edgeNameAt]!;
      edgeNames.push(kind === "element" || kind === "hidden" ? `[${nameOrIndex}]` : heap.strings[nameOrIndex]!);
    }
  }
  firstEdge[count] = targets.length;
  return {
    count,
    type: (node) => nodeTypes[heap.nodes[node * nodeFields + typeAt]!]!,
    name: (node) => heap.strings[heap.nodes[node * nodeFields + nameAt]!]!,
    selfSize,
    firstEdge,
    target: Uint32Array.from(targets),
    edgeName: (edgeIndex) => edgeNames[edgeIndex]!,
  };
}

/**
 * Each node's immediate dominator (the root, node 0, is its own), by the iterative algorithm of
 * Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over a reverse postorder.
 * Nodes the root cannot reach get -1.
 */
type Dominators = {
  dominator: Int32Array;
  postorder: Uint32Array;
  /** The nodes with an edge to each node, in compressed rows as the edges are. */
  firstPredecessor: Uint32Array;
  predecessors: Uint32Array;
};

function dominatorsOf(graph: Graph): Dominators {
  const { count, firstEdge, target } = graph;
  const order = new Int32Array(count).fill(-1); // postorder number
  const postorder = new Uint32Array(count);
  let visited = 0;
  const stack = [0];
  const nextEdge = new Uint32Array(count);
  const seen = new Uint8Array(count);
  seen[0] = 1;
  nextEdge[0] = firstEdge[0]!;
  while (stack.length > 0) {
    const node = stack[stack.length - 1]!;
    if (nextEdge[node]! < firstEdge[node + 1]!) {
      const child = target[nextEdge[node]!]!;
      nextEdge[node]! += 1;
      if (!seen[child]) {
        seen[child] = 1;
        nextEdge[child] = firstEdge[child]!;
        stack.push(child);
      }
    } else {
      stack.pop();
      order[node] = visited;
      postorder[visited] = node;
      visited += 1;
    }
  }
  // Predecessors of each reached node, in compressed rows as the edges are.
  const predecessorCount = new Uint32Array(count + 1);
  for (let node = 0; node < count; node += 1)
    if (order[node]! >= 0)
      for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1) predecessorCount[target[edge]!]! += 1;
  const firstPredecessor = new Uint32Array(count + 1);
  for (let node = 0; node < count; node += 1)
    firstPredecessor[node + 1] = firstPredecessor[node]! + predecessorCount[node]!;
  const fill = firstPredecessor.slice(0, count);
  const predecessors = new Uint32Array(firstPredecessor[count]!);
  for (let node = 0; node < count; node += 1)
    if (order[node]! >= 0)
      for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1)
        predecessors[fill[target[edge]!]!++] = node;

  const dominator = new Int32Array(count).fill(-1);
  dominator[0] = 0;
  const intersect = (first: number, second: number) => {
    let [a, b] = [first, second];
    while (a !== b) {
      while (order[a]! < order[b]!) a = dominator[a]!;
      while (order[b]! < order[a]!) b = dominator[b]!;
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let index = visited - 2; index >= 0; index -= 1) {
      const node = postorder[index]!;
      let found = -1;
      for (let p = firstPredecessor[node]!; p < firstPredecessor[node + 1]!; p += 1) {
        const predecessor = predecessors[p]!;
        if (dominator[predecessor] === -1) continue;
        found = found === -1 ? predecessor : intersect(predecessor, found);
      }
      if (found !== -1 && dominator[node] !== found) {
        dominator[node] = found;
        changed = true;
      }
    }
  }
  return { dominator, postorder: postorder.subarray(0, visited), firstPredecessor, predecessors };
}

/** The name a person reads for a node: its constructor or kind, and what holds it. */
function labelOf(graph: Graph, node: number, heldAs: string | undefined): string {
  const type = graph.type(node);
  const name = graph.name(node);
  const what =
    type === "object" || type === "native"
      ? name
      : type === "closure"
        ? `${name || "(anonymous)"}()`
        : type === "string" || type === "concatenated string" || type === "sliced string"
          ? "(string)"
          : `(${type}) ${name}`.trim();
  return heldAs ? `${what} as ${heldAs}` : what;
}

export type HeapSummary = {
  /** The self sizes of every object the root reaches. */
  totalBytes: number;
  /**
   * The dominator tree's branches that retain at least `minimumBytes`, depth first, the largest
   * first, at most `maxDepth` deep; each named by its constructor and the edge its dominator holds it by.
   */
  branches: Branch[];
  /** Shallow size and count by constructor (or kind: strings, arrays, code), the `top` largest. */
  constructors: ConstructorTotal[];
};

export function summariseHeap(
  heap: HeapSnapshot,
  { minimumBytes, maxDepth = 8, top = 15 }: { minimumBytes: number; maxDepth?: number; top?: number },
): HeapSummary {
  const graph = graphOf(heap);
  const dominators = dominatorsOf(graph);
  return {
    totalBytes: [...dominators.postorder].reduce((sum, node) => sum + graph.selfSize[node]!, 0),
    branches: largestBranches(graph, dominators, minimumBytes, maxDepth),
    constructors: largestConstructors(graph, top),
  };
}

function largestBranches(
  graph: Graph,
  { dominator, postorder, firstPredecessor, predecessors }: Dominators,
  minimumBytes: number,
  maxDepth: number,
): Branch[] {
  const retained = Float64Array.from(graph.selfSize);
  for (const node of postorder) if (node !== 0) retained[dominator[node]!]! += retained[node]!;
  const children = new Map<number, number[]>();
  for (const node of postorder) {
    if (node === 0 || retained[node]! < minimumBytes) continue;
    const parent = dominator[node]!;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const edgeFrom = (parent: number, child: number) => {
    for (let edge = graph.firstEdge[parent]!; edge < graph.firstEdge[parent + 1]!; edge += 1)
      if (graph.target[edge] === child) return graph.edgeName(edge);
    return undefined;
  };
  // Held by its dominator directly, or else through one of the objects that share it: the first named.
  const heldAs = (parent: number, child: number) => {
    const direct = edgeFrom(parent, child);
    if (direct !== undefined) return direct;
    for (let p = firstPredecessor[child]!; p < firstPredecessor[child + 1]!; p += 1) {
      const holder = predecessors[p]!;
      return `${edgeFrom(holder, child)} of ${labelOf(graph, holder, undefined)}`;
    }
    return undefined;
  };
  const branches: Branch[] = [];
  const visit = (node: number, depth: number) => {
    const below = (children.get(node) ?? []).sort((a, b) => retained[b]! - retained[a]!);
    for (const child of below) {
      branches.push({ depth, name: labelOf(graph, child, heldAs(node, child)), retainedBytes: retained[child]! });
      if (depth + 1 < maxDepth) visit(child, depth + 1);
    }
  };
  visit(0, 0);
  return branches;
}

function largestConstructors(graph: Graph, top: number): ConstructorTotal[] {
  const totals = new Map<string, ConstructorTotal>();
  for (let node = 0; node < graph.count; node += 1) {
    const name = labelOf(graph, node, undefined);
    const total = totals.get(name) ?? { name, count: 0, selfBytes: 0 };
    total.count += 1;
    total.selfBytes += graph.selfSize[node]!;
    totals.set(name, total);
  }
  return [...totals.values()].sort((a, b) => b.selfBytes - a.selfBytes).slice(0, top);
}
