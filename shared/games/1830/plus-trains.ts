// 1830 V-7.10 "plus" trains (with V-1.7 and V-3.0), as the variant option plus_trains and the 1830+ scenarios
// S-3 and S-4 use them (S-3.1 #5, S-3.2 "Plus" Trains, S-4.1 #5).
import type { TitleData, TrainDef } from "../../engine/title.ts";

/**
 * 1830 V-1.7, V-3.0, V-7.10 "plus" trains: one plus train of each type from 2 to 6 replaces one of
 * the normal trains of its number and is sold after them ("always the last bought of its type").
 * A 2+2 runs to twice its number of cities (7.4.1: towns and off-board areas are cities), at most
 * its number of them large: cities and off-board areas take the allowance any stop may use, towns
 * their own allowance first (TrainDef.stops). Its price is its type's. The 2+2 is retired by the
 * 4+4, the 3+3 by the 6+6 and the 4+4 by the last diesel (V-3.0); the first of each type does
 * everything else (phases, rusting the normal trains), as the plus train is never the first.
 */
export const PLUS_TYPES = ["2", "3", "4", "5", "6"];
const PLUS_RETIRED_BY: Record<string, string> = { "2+2": "4+4", "3+3": "6+6" };
export function plusTrain(base: TrainDef): TrainDef {
  const n = base.distance;
  const name = `${n}+${n}`;
  const retires = Object.keys(PLUS_RETIRED_BY).find((p) => PLUS_RETIRED_BY[p] === name);
  return {
    name,
    distance: 2 * n,
    price: base.price,
    count: 1,
    stops: [
      { kinds: ["town"], visit: n },
      { kinds: ["city", "town", "offboard"], visit: n },
    ],
    ...(retires ? { rusts: retires } : {}),
  };
}

/**
 * The trains with the five plus trains added, each after the normal trains of its type. `replacing`: the
 * types whose plus train takes the place of one normal train (V-7.10: all five; S-3.1 and S-4.1 #5 remove a
 * Classic 2-, 3-, 4- and 5-train only, so the 6+6 comes on top of the two 6-trains, as T-03 counts them).
 */
export function withPlusTrains(data: TitleData, replacing: readonly string[] = PLUS_TYPES): Partial<TitleData> {
  // A game has its plus trains once: the option on top of a scenario that has them (S-3, S-4) changes nothing.
  if (data.trains.some((t) => t.name.includes("+"))) return {};
  const plus = PLUS_TYPES.flatMap((t) => data.trains.filter((d) => d.name === t).map((d) => `${d.name}+${d.name}`));
  return {
    trains: data.trains.flatMap((t): TrainDef[] => {
      if (PLUS_TYPES.includes(t.name)) return [{ ...t, count: t.count - (replacing.includes(t.name) ? 1 : 0) }, plusTrain(t)];
      if (t.name !== "D") return [t];
      // The plus trains of the types a diesel takes in trade are traded in alike (7.6); the last diesel retires the 4+4.
      const discount = { ...t.discount };
      for (const p of plus) if (discount[p.split("+")[0]!] !== undefined) discount[p] = discount[p.split("+")[0]!]!;
      return [{ ...t, discount, lastRusts: "4+4" }];
    }),
  };
}
