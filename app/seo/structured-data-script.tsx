import { useMatches } from "react-router";
import type { Thing } from "schema-dts";

type WithGraph = { structuredData?: Thing[] } | undefined;

/**
 * One JSON-LD graph for the page: the site nodes from the root loader plus each route's own nodes (a route node
 * with the same @id replaces the site one, e.g. the clinic with its reviews). The nodes are built by loaders on
 * the server and arrive as route data, so the browser renders exactly what the server sent.
 */
export function StructuredData() {
  const byId = new Map<string, Thing>();
  const anonymous: Thing[] = [];
  for (const match of useMatches()) {
    for (const node of (match.data as WithGraph)?.structuredData ?? []) {
      const id = (node as { "@id"?: string })["@id"];
      if (id) byId.set(id, node);
      else anonymous.push(node);
    }
  }
  const graph = [...byId.values(), ...anonymous];
  if (graph.length === 0) return null;
  // Escaping "<" keeps any text inside the data from closing the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
