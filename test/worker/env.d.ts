// The bindings the tests see through `cloudflare:workers` are the Worker's own.
import type { Env as WorkerEnv } from "../../worker/env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
// The port of the tests' HTTP receiver (test/receiver-setup.ts provides it).
declare module "vitest" {
  export interface ProvidedContext {
    receiverPort: number;
    adversarial: string;
    adversarialShard: string;
  }
}
export {};
