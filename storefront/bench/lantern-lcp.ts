// What Lighthouse's simulated LCP (Lantern) is made of, on the built storefront: for each run, the requests in the
// LCP's graphs (those that finished before the LCP the trace observed) with their simulated end, and the simulated
// LCP again without the font, without the images, without both (the same graphs less those requests). Lantern's LCP
// is the mean of an optimistic graph (every request done before the observed LCP but low-priority images) and a
// pessimistic one (all of them, and every layout), each simulated on a 150 ms, 1.6 Mbit/s phone: a request that
// happens to end a few milliseconds before the observed paint counts in full. Deterministic given a trace, so it
// tells which request a page's LCP waits on in the simulation, where five runs' medians move by 0.2 s.
//   pnpm --filter @gamelle/storefront build && node bench/lantern-lcp.ts
//   PAGES=category,home RUNS=3 node bench/lantern-lcp.ts
// Lighthouse's own computed artifacts (no public API for them; the package has no exports map).
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { launchChrome, loadAverage, runLighthouse } from './chrome.ts';
import { startProductionServer } from './production-server.ts';

const allPages: Record<string, string> = {
  home: '/',
  category: '/chien/croquettes/',
  product: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
  cart: '/panier/',
  login: '/connexion/',
};
const wanted = process.env.PAGES?.split(',').map((name) => name.trim()) ?? ['category'];
for (const name of wanted) if (!(name in allPages)) throw new Error(`PAGES: no page ${name}`);
const runs = Number(process.env.RUNS ?? 3);

/** The few fields of Lantern's graph nodes read here. */
interface GraphNode {
  type: 'network' | 'cpu';
  request: { url: string; resourceType: string; priority: string; transferSize: number };
}
interface Graph {
  cloneWithRelationships(keep: (node: GraphNode) => boolean): Graph;
}
interface Simulation {
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticGraph: Graph;
  pessimisticGraph: Graph;
  pessimisticEstimate: Simulation;
}

/** Low-priority images: in the pessimistic graph, but their end is not an LCP candidate (Lantern's rule). */
const lowImage = (node: GraphNode) =>
  node.type === 'network' &&
  node.request.resourceType === 'Image' &&
  ['Low', 'VeryLow'].includes(node.request.priority);

const cuts: Record<string, (node: GraphNode) => boolean> = {
  font: (node) => node.type === 'network' && node.request.resourceType === 'Font',
  images: (node) => node.type === 'network' && node.request.resourceType === 'Image',
};

const server = await startProductionServer();
try {
  for (const path of wanted.map((name) => allPages[name]!)) await fetch(server.origin + path).then((r) => r.text());
  const chrome = await launchChrome();
  try {
    console.log(`${new Date().toISOString()}, load average ${loadAverage()}`);
    for (const name of wanted) {
      for (let run = 1; run <= runs; run++) {
        const result = await runLighthouse(server.origin + allPages[name]!, chrome);
        if (!result || result.lhr.runtimeError) {
          console.log(`${name} run ${run}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
          continue;
        }
        const { artifacts, lhr } = result;
        const settings = lhr.configSettings;
        const context = { computedCache: new Map(), settings };
        const data = {
          trace: artifacts.Trace,
          devtoolsLog: artifacts.DevtoolsLog,
          gatherContext: artifacts.GatherContext,
          settings,
          URL: artifacts.URL,
          SourceMaps: artifacts.SourceMaps,
          HostDPR: artifacts.HostDPR,
          simulator: null,
        };
        const fcp = (await LanternFirstContentfulPaint.request(data, context)) as unknown as LanternResult;
        const lcp = (await LanternLargestContentfulPaint.request(data, context)) as unknown as LanternResult;
        const simulator = (await LoadSimulator.request(data, context)) as unknown as {
          simulate(graph: Graph, options: { label: string }): Simulation;
        };
        const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
        console.log(
          `\n${name} run ${run}: simulated FCP ${fcp.timing.toFixed(0)} ms, LCP ${lcp.timing.toFixed(0)} ms; observed FCP ${metrics?.observedFirstContentfulPaint} ms, LCP ${metrics?.observedLargestContentfulPaint} ms`,
        );
        const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()]
          .filter(([node]) => node.type === 'network')
          .sort((a, b) => a[1].endTime - b[1].endTime);
        for (const [node, timing] of timings) {
          const { url, resourceType, priority, transferSize } = node.request;
          console.log(
            `  ${timing.endTime.toFixed(0).padStart(5)} ms  ${(transferSize / 1024).toFixed(1).padStart(5)} KB  ${resourceType.padEnd(10)} ${priority.padEnd(8)} ${url.replace(server.origin, '').slice(0, 90)}`,
          );
        }
        const without = (cut: (node: GraphNode) => boolean) => {
          const estimate = (graph: Graph) => {
            const simulation = simulator.simulate(
              graph.cloneWithRelationships((node) => !cut(node)),
              { label: 'without' },
            );
            return Math.max(
              ...[...simulation.nodeTimings.entries()].filter(([node]) => !lowImage(node)).map(([, t]) => t.endTime),
            );
          };
          const timing = (estimate(lcp.optimisticGraph) + estimate(lcp.pessimisticGraph)) / 2;
          return Math.max(timing, fcp.timing).toFixed(0);
        };
        const both = (node: GraphNode) => cuts.font!(node) || cuts.images!(node);
        console.log(
          `  LCP without the font ${without(cuts.font!)} ms, without the images ${without(cuts.images!)} ms, without both ${without(both)} ms`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.stop();
}
