// usage: node --experimental-transform-types peek.ts FILE N [lastMessages]
import { readFileSync } from "node:fs";
import { RULES_IN_PROGRESS } from "/work/wt/h-1817-end/shared/games/index.ts";
import { Replay, type GameLog } from "/work/wt/h-1817-end/shared/engine/replay.ts";
const [file, n, m] = process.argv.slice(2);
const log = JSON.parse(readFileSync(file!, "utf8")) as GameLog;
const game = new Replay(RULES_IN_PROGRESS["1817"]!, log).at(Number(n));
console.log("round:", game.round.name, "finished:", game.finished, "active:", (game.round.activeEntity() as any)?.name ?? (game.round.activeEntity() as any)?.sym, "phase", game.phase.name);
for (const msg of game.messages.slice(-Number(m ?? 30))) console.log(msg.n, msg.text);
