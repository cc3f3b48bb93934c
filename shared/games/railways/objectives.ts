// Objectives (the rule book's last section): chosen at setup as optional
// rules, checked at the end. Choosing two or more of them is playing as the
// Rail Baron ("any combination of objectives 1, 2, 3, and 4").
import type { RuleOption } from "../../engine/options.ts";
import { COLOURS } from "./board.ts";
import { COMPONENTS } from "./cards.ts";
import type { RailwaysGame } from "./game.ts";

export const OBJECTIVES = {
  economist: "The Economist: score the highest profit possible on the map",
  mayor: "The Mayor: move every passenger to a destination (none left on the map at the end)",
  train_conductor: "The Train Conductor: deliver passengers to all four building types (R, L, C, I) at least once",
  engineer: "The Engineer: build and upgrade every rail link you can (all six link markers on the map, all upgraded)",
} as const;

export type ObjectiveId = keyof typeof OBJECTIVES;

export interface ObjectiveResult {
  id: ObjectiveId | "rail_baron";
  name: string;
  /** Whether it is met; the Economist is the score itself, always "met". */
  met: boolean;
  detail: string;
}

const NAMES: Record<ObjectiveId | "rail_baron", string> = {
  economist: "The Economist",
  mayor: "The Mayor",
  train_conductor: "The Train Conductor",
  engineer: "The Engineer",
  rail_baron: "The Rail Baron",
};

/** The objectives as a table chooses them (optional rules). */
export const OBJECTIVE_OPTIONS: readonly RuleOption[] = (Object.keys(OBJECTIVES) as ObjectiveId[]).map((id) => ({
  id,
  name: NAMES[id],
  summary: OBJECTIVES[id].slice(OBJECTIVES[id].indexOf(": ") + 2),
}));

/** Where each chosen objective stands (final once the game is over). */
export function checkObjectives(game: RailwaysGame): ObjectiveResult[] {
  const s = game.state;
  const out: ObjectiveResult[] = [];
  for (const id of game.objectives) {
    switch (id) {
      case "economist":
        out.push({ id, name: NAMES[id], met: true, detail: `score ${game.score()}` });
        break;
      case "mayor": {
        const left = Object.values(s.dice).reduce((t, n) => t + n, 0);
        out.push({ id, name: NAMES[id], met: left === 0 && s.step !== "setup", detail: left ? `${left} passenger${left > 1 ? "s" : ""} still on the map` : "no passenger left on the map" });
        break;
      }
      case "train_conductor": {
        const missing = COLOURS.filter((c) => !s.delivered.includes(c));
        out.push({ id, name: NAMES[id], met: missing.length === 0, detail: missing.length ? `no passenger delivered to ${missing.join(", ")} yet` : "all four building types served" });
        break;
      }
      case "engineer": {
        const marked = Object.keys(s.marked).length;
        const upgraded = Object.values(s.marked).filter(Boolean).length;
        const all = COMPONENTS.linkCubes;
        out.push({ id, name: NAMES[id], met: marked === all && upgraded === all, detail: `${marked} of ${all} links built, ${upgraded} upgraded` });
        break;
      }
    }
  }
  if (game.objectives.length > 1) {
    const met = out.every((o) => o.met);
    out.push({ id: "rail_baron", name: NAMES.rail_baron, met, detail: met ? "every chosen objective met" : "not every chosen objective is met" });
  }
  return out;
}
