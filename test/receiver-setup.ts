// A real HTTP receiver for the worker tests' webhooks and push messages (test/worker/notify.test.ts):
// started in Node before the worker project's tests, reached from workerd at http://127.0.0.1:PORT.
//   POST /hook/KEY            answers 204 and records the request
//   POST /hook/KEY?fail=N     answers 500 to the first N requests for KEY, then 204
//   POST /hook/KEY?status=S   always answers S
//   POST /hook/KEY?hang=1     never answers (a dead receiver): the request is recorded, the connection held open
//   POST /hook/KEY?huge=MB    answers 200 and a body of MB megabytes, sent as fast as the caller reads it
//   GET  /received/KEY        what KEY received: [{status, headers, body, base64, sent, closed}] (body as text, or
//                             base64 when binary; `sent`: bytes of answer written; `closed`: the caller hung up first)
import { createServer } from "node:http";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    receiverPort: number;
    /** "full": the adversarial check runs on every fixture (`npm run adversarial`, test/worker/adversarial.test.ts); otherwise on a sample. */
    adversarial: string;
    /** "k/n": the full adversarial check runs the k-th of n equal shares of its positions (`npm run adversarial` runs n side by side). */
    adversarialShard: string;
  }
}

interface Received {
  status: number;
  headers: Record<string, string>;
  body: string;
  base64: string;
  sent: number;
  closed: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, "x");

export default async function setup(project: TestProject) {
  project.provide("adversarial", process.env.ADVERSARIAL ?? "sample");
  project.provide("adversarialShard", process.env.ADVERSARIAL_SHARD ?? "1/1");
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
      const hang = url.searchParams.has("hang");
      const huge = Number(url.searchParams.get("huge") ?? 0) * 1024 * 1024;
      const status = hang ? 0 : huge ? 200 : url.searchParams.has("status") ? Number(url.searchParams.get("status")) : list.length < fail ? 500 : 204;
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const entry: Received = { status, headers, body: body.toString("utf8"), base64: body.toString("base64url"), sent: 0, closed: false };
      list.push(entry);
      received.set(key, list);
      res.on("close", () => (entry.closed = !res.writableFinished));
      if (hang) return;
      if (!huge) return void res.writeHead(status).end();
      res.writeHead(200, { "Content-Type": "application/octet-stream", "Content-Length": String(huge) });
      // As fast as the caller reads: the next chunk when the socket has room, until the body is whole or the caller hangs up.
      const more = () => {
        while (entry.sent < huge && !res.destroyed) {
          entry.sent += CHUNK.length;
          if (!res.write(CHUNK)) return void res.once("drain", more);
        }
        if (!res.destroyed) res.end();
      };
      more();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  project.provide("receiverPort", typeof address === "object" && address ? address.port : 0);
  return () =>
    new Promise<void>((resolve) => {
      // A hanging request would hold the server open.
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
