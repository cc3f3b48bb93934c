// The operating round's parts only some titles play are named by those titles (Title.operatingParts), so that a game
// page loads its own title's parts only (issue #40, 11): a title whose data plays a part it does not name is refused as a
// game is made, rather than played without it.
import { describe, expect, it } from "vitest";
import { Game, type Title } from "../../shared/engine/game.ts";
import { title1817 } from "../../shared/games/1817/index.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const players = [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` }));
const without = (title: Title, part: string): Title => ({ ...title, operatingParts: Object.fromEntries(Object.entries(title.operatingParts!).filter(([name]) => name !== part)) });

describe("a title names the operating parts its data plays", () => {
  it("1846 plays its privates' hex bonuses (Steamboat, Meat Packing, Boomtown) as its title names them; without them, no game", () => {
    expect(new Game(title1846, players, { optional_rules: [] }).title.operatingParts?.hexBonus).toBeDefined();
    expect(() => new Game(without(title1846, "hexBonus"), players, { optional_rules: [] })).toThrow(/hex bonuses .*which its title does not name \(Title\.operatingParts\)/);
  });

  it("1817 plays its bridge and coal mine markers (route bonuses) as its title names them; without them, no game", () => {
    expect(new Game(title1817, players, { optional_rules: [] }).title.operatingParts?.routeBonus).toBeDefined();
    expect(() => new Game(without(title1817, "routeBonus"), players, { optional_rules: [] })).toThrow(/route bonuses, which its title does not name \(Title\.operatingParts\)/);
  });
});
