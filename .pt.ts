import { readFileSync } from "node:fs";
import { replayLog } from "/work/main/shared/engine/replay.ts";
import { RULES } from "/work/main/shared/games/index.ts";
(globalThis as any).FULL = process.env.FULL === "1";
for (const file of process.argv.slice(2)) {
const log = JSON.parse(readFileSync(file, "utf8"));
const title = RULES[log.title]!;
for (let i = 0; i < 15; i++) replayLog(title, log);
const N = 80; const times: number[] = [];
for (let i = 0; i < N; i++) { const t = performance.now(); replayLog(title, log); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
console.log(file.split("/").pop(), "median", times[N >> 1]!.toFixed(2), "min", times[0]!.toFixed(2));
}
