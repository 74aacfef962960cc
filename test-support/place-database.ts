/**
 * A tiny IPv4 MaxMind database (the MMDB format GeoLite2-City uses) naming the city and country of
 * a few networks, written for tests: the real databases cannot be fetched here, and no npm package
 * writes the format. It holds only what server/staff/places.ts reads.
 * Format: https://maxmind.github.io/MaxMind-DB/ (search tree, 16-byte separator, data, metadata).
 */
type Value = string | number | Record<string, unknown> | readonly string[];

const withSize = (type: number, size: number): Buffer => {
  if (size >= 29) throw new Error("The test database writes short values only.");
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]);
};

function encode(value: Value): Buffer {
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([withSize(2, bytes.length), bytes]);
  }
  if (typeof value === "number") {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    const trimmed = bytes.subarray(
      bytes.findIndex((byte) => byte !== 0) === -1 ? 4 : bytes.findIndex((byte) => byte !== 0),
    );
    return Buffer.concat([withSize(6, trimmed.length), trimmed]);
  }
  if (Array.isArray(value)) return Buffer.concat([withSize(11, value.length), ...value.map((item) => encode(item))]);
  const entries = Object.entries(value);
  return Buffer.concat([
    withSize(7, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item as Value)]),
  ]);
}

const names = (en: string) => ({ names: { en } });

/** Networks as "a.b.c.d/prefix" with the city and country to answer for them. */
export function placeDatabase(places: { network: string; city: string; country: string }[]): Buffer {
  const records: number[][] = [[-1, -1]];
  const data: Buffer[] = [];
  const dataOffsets: number[] = [];
  let dataLength = 0;
  for (const { city, country } of places) {
    dataOffsets.push(dataLength);
    const record = encode({ city: names(city), country: names(country) });
    data.push(record);
    dataLength += record.length;
  }
  // The tree: one node per bit of each network's prefix; a leaf's record points into the data.
  const leaves: { node: number; side: number; place: number }[] = [];
  places.forEach(({ network }, place) => {
    const [address, prefix] = network.split("/");
    const bits = address!.split(".").reduce((all, part) => (all << 8) + Number(part), 0) >>> 0;
    let node = 0;
    for (let depth = 0; depth < Number(prefix); depth += 1) {
      const side = (bits >>> (31 - depth)) & 1;
      if (depth === Number(prefix) - 1) {
        leaves.push({ node, side, place });
        break;
      }
      if (records[node]![side]! < 0) {
        records.push([-1, -1]);
        records[node]![side] = records.length - 1;
      }
      node = records[node]![side]!;
    }
  });
  const nodeCount = records.length;
  for (const { node, side, place } of leaves) records[node]![side] = nodeCount + 16 + dataOffsets[place]!;
  // 24-bit records, six bytes a node; a record with no network is the node count ("no data").
  const tree = Buffer.alloc(nodeCount * 6);
  records.forEach(([left, right], node) => {
    tree.writeUIntBE(left! < 0 ? nodeCount : left!, node * 6, 3);
    tree.writeUIntBE(right! < 0 ? nodeCount : right!, node * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: "Test-City",
    languages: ["en"],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 0,
    description: { en: "Places for tests" },
  });
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from("\xAB\xCD\xEFMaxMind.com", "latin1"), metadata]);
}
