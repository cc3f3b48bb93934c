// A real HTTP receiver for the worker tests' webhooks and push messages (test/worker/notify.test.ts):
// started in Node before the worker project's tests, reached from workerd at http://127.0.0.1:PORT.
//   POST /hook/KEY            answers 204 and records the request
//   POST /hook/KEY?fail=N     answers 500 to the first N requests for KEY, then 204
//   POST /hook/KEY?status=S   always answers S
//   GET  /received/KEY        what KEY received: [{status, headers, body}] (body as text, or base64 when binary)
import { createServer } from "node:http";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    receiverPort: number;
    /** "full": the adversarial check runs on every fixture (`npm run adversarial`, test/worker/adversarial.test.ts); otherwise on a sample. */
    adversarial: string;
  }
}

interface Received {
  status: number;
  headers: Record<string, string>;
  body: string;
  base64: string;
}

export default async function setup(project: TestProject) {
  project.provide("adversarial", process.env.ADVERSARIAL ?? "sample");
  const received = new Map<string, Received[]>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const [, kind, key] = url.pathname.split("/");
    if (req.method === "GET" && kind === "received" && key) {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received.get(key) ?? []));
      return;
    }
    if (req.method !== "POST" || kind !== "hook" || !key) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const list = received.get(key) ?? [];
      const fail = Number(url.searchParams.get("fail") ?? 0);
      const status = url.searchParams.has("status") ? Number(url.searchParams.get("status")) : list.length < fail ? 500 : 204;
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      list.push({ status, headers, body: body.toString("utf8"), base64: body.toString("base64url") });
      received.set(key, list);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  project.provide("receiverPort", typeof address === "object" && address ? address.port : 0);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
