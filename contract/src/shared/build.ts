// Build checks (spec §4, §7): the app polls the latest build file to know when a new version is deployed.
import { z } from 'zod/mini';

/** GET /_build/latest.json?t={timestamp} */
export const latestBuildSchema = z.object({
  buildId: z.string().check(z.minLength(1)),
  builtAt: z.iso.datetime(),
});
export type LatestBuild = z.infer<typeof latestBuildSchema>;

/** True when the deployed build differs from the running one (the app then reloads on the next chunk error). */
export function isNewBuild(running: string, latest: LatestBuild): boolean {
  return latest.buildId !== running;
}

/** GET /_build/payload/{route}/payload.json: the route's preloaded data, whatever its shape. */
export const routePayloadSchema = z.record(z.string(), z.unknown());
