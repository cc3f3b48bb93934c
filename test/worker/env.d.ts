// The bindings the tests see through `cloudflare:workers` are the Worker's own.
import type { Env as WorkerEnv } from "../../worker/env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
export {};
