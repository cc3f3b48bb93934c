// The rules of Railways (../shared/rules/railways-rules.txt), section by
// section, on a fixed deal of our cards (see railways-helpers.ts for the map):
// what each action does, and that what the rules forbid is refused with a
// message naming the section, leaving the game exactly as it was.
import { describe, expect, it } from "vitest";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { legalActions, legalMoves } from "../../shared/games/railways/legal.ts";
import { act, DEAL, expectRefused, icon, started } from "./railways-helpers.ts";

describe("Setup", () => {
  it("deals four map cards, a hand of three and the eighth card as the first draw, from the seed", () => {
    const a = new RailwaysGame({ players: [{ id: 1, name: "A" }], seed: 42 });
    const b = new RailwaysGame({ players: [{ id: 1, name: "B" }], seed: 42 });
    expect(a.mapCards).toHaveLength(4);
    expect(a.state.hand).toHaveLength(3);
    expect(a.state.pool).toHaveLength(1);
    expect(new Set([...a.mapCards, ...a.state.hand, ...a.state.pool]).size).toBe(8);
    expect([a.mapCards, a.state.hand, a.state.pool]).toEqual([b.mapCards, b.state.hand, b.state.pool]);
    const deals = new Set(Array.from({ length: 20 }, (_, seed) => new RailwaysGame({ players: [{ id: 1, name: "A" }], seed }).mapCards.join()));
    expect(deals.size).toBeGreaterThan(15);
  });

  it("starts the tracks: capital 1, profit 0, pollution 1, 2 railworkers, 6 link cubes, Building dice 1 2 3, decade 1", () => {
    const s = new RailwaysGame({ players: [{ id: 1, name: "A" }], seed: 1, deal: DEAL }).state;
    expect(s).toMatchObject({ capital: 1, profit: 0, pollution: 1, railworkers: 2, cubes: 6, buildingDice: [1, 2, 3], decade: 1, step: "setup", toPlace: [1, 1, 2, 2] });
  });

  it("places two 1s and two 2s, one die on each card, on printed buildings chosen by the player", () => {
    const game = new RailwaysGame({ players: [{ id: 1, name: "A" }], seed: 1, deal: DEAL });
    expectRefused(game, { type: "hire_railworker", pay: [icon(6, 3)] }, /^Railways, Setup: place the four starting passenger dice first/);
    expectRefused(game, { type: "place_passenger", cell: "b2", value: 1 }, /^Railways, Setup: b2 is not a building/);
    act(game, { type: "place_passenger", cell: "a1", value: 1 });
    expectRefused(game, { type: "place_passenger", cell: "c3", value: 2 }, /^Railways, Setup: the top-left card already has its passenger die/);
    act(game, { type: "place_passenger", cell: "i3", value: 1 });
    expectRefused(game, { type: "place_passenger", cell: "a7", value: 1 }, /^Railways, Setup: two dice show 1 and two show 2: no die showing 1 is left/);
    act(game, { type: "place_passenger", cell: "a7", value: 2 });
    expect(game.state.step).toBe("setup");
    act(game, { type: "place_passenger", cell: "i8", value: 2 });
    expect(game.state.step).toBe("play");
    expect(game.state.dice).toEqual({ a1: 1, i3: 1, a7: 2, i8: 2 });
    expectRefused(game, { type: "place_passenger", cell: "d8", value: 2 }, /^Railways, Setup: the starting passengers are all placed/);
  });
});

describe("General rules for taking actions", () => {
  it("sends the cards played to the discard and adds no pollution for one slot per card", () => {
    const game = started();
    game.state.hand = [5, 8, 6];
    act(game, { type: "buy_link", link: "b1-c1", pay: [icon(8, 1, 1), icon(8, 1, 2), icon(5, 2, 1)] });
    expect(game.state.hand).toEqual([6]);
    expect(game.state.discard).toEqual([5, 8]);
    expect(game.state.pollution).toBe(1);
  });

  it("adds one pollution per extra slot used on one card, never above 13; two icons in one slot add none", () => {
    const game = started();
    game.state.hand = [1, 6, 7];
    // Card 1: rail (slot 1), rail (slot 2), destination R (slot 3): three slots, +2 pollution.
    act(game, { type: "buy_link", link: "b1-c1", pay: [icon(1, 1, 1), icon(1, 2, 1), icon(1, 3, 2)] });
    expect(game.state.pollution).toBe(3);
    const capped = started();
    capped.state.hand = [1, 6, 7];
    capped.state.pollution = 12;
    act(capped, { type: "buy_link", link: "b1-c1", pay: [icon(1, 1, 1), icon(1, 2, 1), icon(1, 3, 2)] });
    expect(capped.state.pollution).toBe(13);
    const two = started();
    two.state.hand = [5, 6, 7];
    // Card 5 slot 2 shows two rails: one slot, no pollution; slot 1 is a second slot: +1.
    act(two, { type: "buy_link", link: "g5-h7", pay: [icon(5, 2, 1), icon(5, 2, 2), icon(6, 3, 2), icon(7, 3, 1), icon(5, 1, 2)] });
    expect(two.state.pollution).toBe(2);
  });

  it("lets any two Destination icons replace a missing one", () => {
    const game = started();
    game.state.hand = [2, 6, 5];
    // d2-d3 joins C d1 and L d4: R and L from card 6 slot 1 pay for it, rails from card 2.
    expectRefused(game, { type: "buy_link", link: "d2-d3", pay: [icon(2, 1, 1), icon(2, 1, 2), icon(6, 1, 1)] }, /^Railways, Buy a Complete Rail Link: play a Destination icon C or L, or any two Destination icons in its place/);
    act(game, { type: "buy_link", link: "d2-d3", pay: [icon(2, 1, 1), icon(2, 1, 2), icon(6, 1, 1), icon(5, 1, 2)] });
    expect(game.state.marked).toEqual({ "d2-d3": false });
    const three = started();
    three.state.hand = [2, 6, 5];
    expectRefused(three, { type: "buy_link", link: "d2-d3", pay: [icon(2, 1, 1), icon(2, 1, 2), icon(6, 1, 1), icon(6, 1, 2), icon(5, 1, 2)] }, /not R, L, I/);
  });

  it("refuses icons not in the hand, an icon used twice, and icons that pay for something else", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    expectRefused(game, { type: "hire_railworker", pay: [icon(8, 3, 2)] }, /^Railways, General rules for taking actions: card 8 is not in your hand/);
    expectRefused(game, { type: "hire_railworker", pay: [icon(6, 3, 1), icon(6, 3, 1)] }, /each icon is only used once/);
    expectRefused(game, { type: "hire_railworker", pay: [icon(6, 3, 1), icon(6, 3, 2)] }, /^Railways, Hire a Railworker: a rail icon does not pay for this action/);
    game.state.hand = [2, 6, 7];
    expectRefused(game, { type: "hire_railworker", pay: [icon(2, 3, 2)] }, /card 2 has no icon 2 in slot 3/);
    expectRefused(game, { type: "hire_railworker", pay: [] }, /malformed hire_railworker action: pay/);
  });
});

describe("Buy a Complete Rail Link", () => {
  it("takes exactly as many rails as the link is long, a matching destination, a railworker and a cube", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    // g5-h7: R f5 to I g7, four railway spaces. Rails: card 5 slots 1 and 2 (+1 pollution), card 6, card 7;
    // destination I: card 5 slot 1, beside its rail.
    act(game, { type: "buy_link", link: "g5-h7", pay: [icon(5, 1, 1), icon(5, 1, 2), icon(5, 2, 1), icon(6, 3, 2), icon(7, 3, 1)] });
    expect(game.state).toMatchObject({ railworkers: 1, cubes: 5, marked: { "g5-h7": false }, done: 1, pollution: 2, hand: [], discard: [5, 6, 7] });
    expect(game.score()).toBe(0 + 3 - 2);
  });

  it("refuses a link of another length, no matching destination, an incomplete link, one already marked", () => {
    const game = started();
    game.state.hand = [5, 6, 8];
    expectRefused(game, { type: "buy_link", link: "b1-c1", pay: [icon(5, 2, 1), icon(5, 2, 2), icon(8, 1, 1), icon(8, 1, 2)] }, /^Railways, Buy a Complete Rail Link: play exactly 2 rail icons, not 3/);
    expectRefused(game, { type: "buy_link", link: "b1-c1", pay: [icon(5, 2, 1), icon(5, 2, 2), icon(5, 1, 2)] }, /play a Destination icon R or C.*not I/);
    expectRefused(game, { type: "buy_link", link: "b3-a3", pay: [icon(5, 2, 1), icon(5, 2, 2), icon(5, 1, 2)] }, /^Railways, Buy a Complete Rail Link: b3-a3 is not a complete rail link between two buildings/);
    expectRefused(game, { type: "buy_link", link: "a3-b3", pay: [icon(5, 2, 1)] }, /a3-b3 is not a complete rail link/);
    act(game, { type: "buy_link", link: "b1-c1", pay: [icon(8, 1, 1), icon(8, 1, 2), icon(5, 2, 1)] });
    game.state.hand = [5, 6, 7];
    expectRefused(game, { type: "buy_link", link: "b1-c1", pay: [icon(5, 2, 1), icon(5, 2, 2), icon(6, 1, 1)] }, /b1-c1 already has a link marker/);
  });

  it("needs a railworker and a link cube", () => {
    const game = started();
    game.state.hand = [5, 6, 8];
    game.state.railworkers = 0;
    expectRefused(game, { type: "buy_link", link: "b1-c1", pay: [icon(8, 1, 1), icon(8, 1, 2), icon(5, 2, 1)] }, /you have no rail workers: hire one first/);
    game.state.railworkers = 3;
    game.state.cubes = 0;
    expectRefused(game, { type: "buy_link", link: "b1-c1", pay: [icon(8, 1, 1), icon(8, 1, 2), icon(5, 2, 1)] }, /no link markers left/);
  });

  it("buys a link that crosses a card edge", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    act(game, { type: "buy_link", link: "c4-c5", pay: [icon(5, 2, 1), icon(5, 2, 2), icon(7, 1, 2)] });
    expect(game.state.marked).toEqual({ "c4-c5": false });
  });
});

describe("Build a Building", () => {
  it("costs twice the die's passengers and takes the colour of the adjacent building, merging with it", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    game.state.capital = 10;
    act(game, { type: "build_building", cell: "a2", die: 3, pay: [icon(6, 2, 2)] });
    expect(game.state).toMatchObject({ capital: 4, buildingDice: [1, 2], built: { a2: "R" } });
    const building = game.topo.building("a1")!;
    expect(building.cells).toEqual(["a1", "a2"]);
    expect(game.passengers(building)).toBe(5);
  });

  it("is Residential away from every building", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    game.state.capital = 10;
    act(game, { type: "build_building", cell: "e2", die: 1, pay: [icon(7, 2, 1)] });
    expect(game.state.built).toEqual({ e2: "R" });
  });

  it("refuses a merge of different colours, an existing building, a die already used, too little capital", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    game.state.capital = 10;
    expectRefused(game, { type: "build_building", cell: "h1", die: 1, pay: [icon(6, 2, 2)] }, /^Railways, Build a Building: a building at h1 would merge buildings of different colours \(L, I\)/);
    expectRefused(game, { type: "build_building", cell: "d1", die: 1, pay: [icon(6, 2, 2)] }, /d1 is already a building/);
    expectRefused(game, { type: "build_building", cell: "e2", die: 4, pay: [icon(6, 2, 2)] }, /no Building die showing 4/);
    game.state.capital = 5;
    expectRefused(game, { type: "build_building", cell: "e2", die: 3, pay: [icon(6, 2, 2)] }, /costs 6 capital; you have 5/);
    expectRefused(game, { type: "build_building", cell: "e2", die: 1, pay: [icon(6, 2, 1)] }, /an upgrade a link icon does not pay for this action/);
  });

  it("merges several same-coloured buildings into one, the second die taking the first one's colour", () => {
    const game = started();
    game.state.hand = [1, 3, 4];
    game.state.capital = 20;
    // c2 touches I c3 only: it is I; b2 then touches only c2: I too, one building of three spaces.
    act(game, { type: "build_building", cell: "c2", die: 1, pay: [icon(1, 4, 1)] });
    act(game, { type: "build_building", cell: "b2", die: 2, pay: [icon(4, 3, 1)] });
    expect(game.state.built).toEqual({ c2: "I", b2: "I" });
    expect(game.topo.building("c3")!.cells).toEqual(["b2", "c2", "c3"]);
    expect(game.passengers(game.topo.building("c3")!)).toBe(3);
  });

  it("on a railway space, ends the railway there: a marked link through it is broken and its cube comes back", () => {
    const game = started();
    game.state.hand = [5, 8, 6];
    act(game, { type: "buy_link", link: "b1-c1", pay: [icon(8, 1, 1), icon(8, 1, 2), icon(5, 2, 1)] });
    expect(game.state.cubes).toBe(5);
    game.state.hand = [6, 7, 1];
    game.state.capital = 10;
    // c1 is next to C d1: a C building, merged with d1; the link b1-c1 is gone, b1 now joins R a1 to it.
    act(game, { type: "build_building", cell: "c1", die: 1, pay: [icon(6, 2, 2)] });
    expect(game.state.marked).toEqual({});
    expect(game.state.cubes).toBe(6);
    expect(game.topo.link("b1")!.ends).toEqual(["a1", "c1"]);
    expect(game.topo.building("c1")!.cells).toEqual(["c1", "d1"]);
  });

  it("on a railway space, splits a link into two ending at the new building", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    game.state.capital = 10;
    expect(game.topo.link("f4-i4")!.length).toBe(4);
    act(game, { type: "build_building", cell: "g4", die: 2, pay: [icon(6, 2, 2)] });
    expect(game.topo.link("f4-i4")).toBeNull();
    expect(game.topo.link("f4")!.ends).toEqual(["f3", "g4"]);
    expect(game.topo.link("h4-i4")!.ends).toEqual(["g4", "i3"]);
  });

  it("completes a dead-end railway by building where it ends", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    game.state.capital = 10;
    // e6 runs from L c6 off the card edge into f6, land: a building on f6 ends the link there.
    expect(game.topo.links.map((l) => l.id)).not.toContain("d6-e6");
    act(game, { type: "build_building", cell: "f6", die: 1, pay: [icon(6, 2, 2)] });
    expect(game.topo.link("d6-e6")!.ends).toEqual(["c6", "f6"]);
  });
});

describe("Move a Passenger", () => {
  /** The deal with b1-c1 (R a1-C d1) and d2-d3 (C d1-L d4) marked, and a6, a8-c8, b7-c7, i2. */
  function network() {
    const game = started();
    for (const id of ["b1-c1", "d2-d3", "a6", "a8-c8", "b7-c7", "i2"]) game.state.marked[id] = false;
    game.state.cubes = 0;
    game.state.hand = [5, 7, 8];
    return game;
  }

  it("goes to the first building of the destination's colour: profit per stop, the bonus, then capital per railway space", () => {
    const game = network();
    game.state.capital = 3;
    // R a1 -> C d1 -> L d4: two stops, Leisure converts 3 capital into 2 profit, then +4 capital.
    act(game, { type: "move_passenger", from: "a1", destination: "L", route: ["b1-c1", "d2-d3"], convert: 2, pay: [icon(7, 1, 1), icon(7, 1, 2)] });
    expect(game.state).toMatchObject({ profit: 2 + 2, capital: 3 - 3 + 4, dice: { a1: 1 }, pollution: 1, delivered: ["L"] });
  });

  it("pays each destination's bonus: Commerce +5 capital +1 pollution, Industry +1 railworker +1 pollution, Residence -1 pollution", () => {
    const c = network();
    act(c, { type: "move_passenger", from: "a7", destination: "C", route: ["a6"], pay: [icon(5, 3, 1), icon(7, 2, 2)] });
    expect(c.state).toMatchObject({ profit: 1, capital: 1 + 5 + 1, pollution: 2, dice: { a7: 1 } });
    const i = network();
    act(i, { type: "move_passenger", from: "i3", destination: "I", route: ["i2"], pay: [icon(8, 2, 1), icon(8, 2, 2)] });
    expect(i.state).toMatchObject({ profit: 1, capital: 2, railworkers: 3, pollution: 2, spareDice: 1 });
    expect(i.state.dice).not.toHaveProperty("i3");
    const r = network();
    r.state.pollution = 5;
    act(r, { type: "move_passenger", from: "a7", destination: "R", route: ["a8-c8"], pay: [icon(5, 3, 1), icon(8, 1, 2)] });
    expect(r.state).toMatchObject({ profit: 1, capital: 4, pollution: 4 });
  });

  it("counts upgraded links double and stops capital at 20", () => {
    const game = network();
    game.state.marked["b1-c1"] = true;
    game.state.capital = 10;
    act(game, { type: "move_passenger", from: "a1", destination: "L", route: ["b1-c1", "d2-d3"], pay: [icon(7, 1, 1), icon(7, 1, 2)] });
    expect(game.state.capital).toBe(10 + 4 + 2);
    const capped = network();
    capped.state.capital = 18;
    act(capped, { type: "move_passenger", from: "a1", destination: "C", route: ["b1-c1"], pay: [icon(5, 3, 1), icon(7, 2, 2)] });
    expect(capped.state.capital).toBe(20);
  });

  it("refuses to pass a building of the destination's colour, loops, links without a marker, a route to another colour", () => {
    const game = network();
    expectRefused(game, { type: "move_passenger", from: "a1", destination: "C", route: ["b1-c1", "d2-d3"], pay: [icon(5, 3, 1), icon(7, 2, 2)] }, /^Railways, Move a Passenger: the passenger stops at the first C building on the route, d1/);
    expectRefused(game, { type: "move_passenger", from: "a7", destination: "R", route: ["b7-c7", "b7-c7"], pay: [icon(5, 3, 1), icon(8, 1, 2)] }, /no loops: the passenger cannot cross the I building a7 twice/);
    expectRefused(game, { type: "move_passenger", from: "i3", destination: "R", route: ["f4-i4"], pay: [icon(5, 3, 1), icon(8, 1, 2)] }, /only use rail links with a link marker; f4-i4 has none/);
    expectRefused(game, { type: "move_passenger", from: "a1", destination: "L", route: ["b1-c1"], pay: [icon(7, 1, 1), icon(7, 1, 2)] }, /the route ends at a C building, not at a L building/);
    expectRefused(game, { type: "move_passenger", from: "a1", destination: "L", route: ["d2-d3"], pay: [icon(7, 1, 1), icon(7, 1, 2)] }, /d2-d3 does not leave the R building a1/);
    expectRefused(game, { type: "move_passenger", from: "d1", destination: "L", route: ["d2-d3"], pay: [icon(7, 1, 1), icon(7, 1, 2)] }, /there is no passenger die at d1/);
    expectRefused(game, { type: "move_passenger", from: "a1", destination: "C", route: ["b1-c1"], pay: [icon(7, 2, 2)] }, /play exactly 1 ticket icon, not 0/);
    expectRefused(game, { type: "move_passenger", from: "a1", destination: "C", route: ["b1-c1"], convert: 1, pay: [icon(5, 3, 1), icon(7, 2, 2)] }, /only a Leisure destination converts/);
    game.state.capital = 5;
    expectRefused(game, { type: "move_passenger", from: "a1", destination: "L", route: ["b1-c1", "d2-d3"], convert: 3, pay: [icon(7, 1, 1), icon(7, 1, 2)] }, /3 profit costs 6 capital at the Leisure rate; you have 5/);
  });

  it("converts at the Leisure rate: 1, 3, 6, 10, 15 capital for 1 to 5 profit", () => {
    for (const [convert, cost] of [[1, 1], [2, 3], [3, 6], [4, 10], [5, 15]] as const) {
      const game = network();
      game.state.capital = 20;
      act(game, { type: "move_passenger", from: "a1", destination: "L", route: ["b1-c1", "d2-d3"], convert, pay: [icon(7, 1, 1), icon(7, 1, 2)] });
      expect(game.state.profit).toBe(2 + convert);
      expect(game.state.capital).toBe(Math.min(20, 20 - cost + 4));
    }
  });

  it("puts the die of an emptied building above the map", () => {
    const game = network();
    act(game, { type: "move_passenger", from: "i3", destination: "I", route: ["i2"], pay: [icon(8, 2, 1), icon(8, 2, 2)] });
    expect(game.state.spareDice).toBe(1);
  });
});

describe("the small actions", () => {
  it("Hire a Railworker: +1, at most 6", () => {
    const game = started();
    act(game, { type: "hire_railworker", pay: [icon(6, 3, 1)] });
    expect(game.state.railworkers).toBe(3);
    game.state.hand = [6, 7, 8];
    game.state.railworkers = 6;
    expectRefused(game, { type: "hire_railworker", pay: [icon(6, 3, 1)] }, /^Railways, Hire a Railworker: you already have 6 railworkers, the limit/);
  });

  it("Increase Your Capital: the money icons' total, at most 20", () => {
    const game = started();
    game.state.hand = [5, 6, 8];
    act(game, { type: "increase_capital", pay: [icon(5, 4, 2), icon(6, 4, 2), icon(8, 4, 2)] });
    expect(game.state).toMatchObject({ capital: 1 + 2 + 4 + 1, pollution: 1, hand: [], discard: [5, 6, 8] });
    const capped = started();
    capped.state.capital = 18;
    act(capped, { type: "increase_capital", pay: [icon(6, 4, 2)] });
    expect(capped.state.capital).toBe(20);
    capped.state.hand = [5, 6, 7];
    expectRefused(capped, { type: "increase_capital", pay: [icon(5, 4, 2)] }, /^Railways, Increase Your Capital: capital is already 20/);
    const none = started();
    expectRefused(none, { type: "increase_capital", pay: [icon(5, 4, 1)] }, /a decrease pollution icon does not pay for this action/);
  });

  it("Decrease Pollution Level: -1, never below 1", () => {
    const game = started();
    expectRefused(game, { type: "decrease_pollution", pay: [icon(5, 4, 1)] }, /^Railways, Decrease Pollution Level: pollution is already at 1/);
    game.state.pollution = 4;
    act(game, { type: "decrease_pollution", pay: [icon(5, 4, 1)] });
    expect(game.state.pollution).toBe(3);
    game.state.hand = [6, 7, 5];
    expectRefused(game, { type: "decrease_pollution", pay: [icon(6, 4, 1), icon(5, 4, 1)] }, /play exactly 1 decrease pollution icon, not 2/);
  });

  it("Add a Passenger: rotates a die (at most 6), or puts a die from above the map on an empty building", () => {
    const game = started();
    act(game, { type: "add_passenger", cell: "a1", pay: [icon(5, 3, 2)] });
    expect(game.state.dice.a1).toBe(3);
    expectRefused(game, { type: "add_passenger", cell: "d1", pay: [icon(7, 3, 2)] }, /^Railways, Add a Passenger: this building has no die and no passenger die waits above the map/);
    game.state.spareDice = 1;
    act(game, { type: "add_passenger", cell: "d1", pay: [icon(7, 3, 2)] });
    expect(game.state).toMatchObject({ spareDice: 0, dice: { d1: 1 } });
    game.state.hand = [1, 2, 4];
    game.state.done = 0;
    game.state.dice.a1 = 6;
    expectRefused(game, { type: "add_passenger", cell: "a1", pay: [icon(1, 2, 2)] }, /the die at a1 already shows 6 passengers, the limit/);
    expectRefused(game, { type: "add_passenger", cell: "b2", pay: [icon(1, 2, 2)] }, /b2 is not a building/);
  });

  it("Add a Passenger: a building with a die elsewhere rotates that die", () => {
    const game = started();
    game.state.hand = [5, 6, 7];
    game.state.capital = 10;
    act(game, { type: "build_building", cell: "a2", die: 1, pay: [icon(6, 2, 2)] });
    game.state.dice = { a2: 1, i3: 1, a7: 2, f5: 1 };
    expectRefused(game, { type: "add_passenger", cell: "a1", pay: [icon(5, 3, 2)] }, /this building already has a passenger die at a2: rotate that one/);
  });

  it("Upgrade a Rail Link: a marked link, an upgrade icon and a destination of one of its ends", () => {
    const game = started();
    game.state.hand = [6, 7, 8];
    expectRefused(game, { type: "upgrade_link", link: "b1-c1", pay: [icon(7, 4, 1), icon(7, 2, 2)] }, /^Railways, Upgrade a Rail Link: b1-c1 has no link marker: buy it first/);
    game.state.marked["b1-c1"] = false;
    expectRefused(game, { type: "upgrade_link", link: "b1-c1", pay: [icon(7, 4, 1), icon(7, 1, 2)] }, /play a Destination icon R or C/);
    act(game, { type: "upgrade_link", link: "b1-c1", pay: [icon(7, 4, 1), icon(7, 2, 2)] });
    expect(game.state.marked).toEqual({ "b1-c1": true });
    expect(game.state.pollution).toBe(2);
    expectRefused(game, { type: "upgrade_link", link: "b1-c1", pay: [icon(6, 2, 1), icon(6, 1, 1)] }, /b1-c1 is already upgraded/);
  });
});

describe("Phases of turn and Record a decade", () => {
  it("takes one or two actions a decade, then the decade is recorded", () => {
    const game = started();
    expectRefused(game, { type: "record_decade" }, /^Railways, Phases of turn: take a first action before recording the decade/);
    act(game, { type: "hire_railworker", pay: [icon(6, 3, 1)] });
    act(game, { type: "add_passenger", cell: "a1", pay: [icon(5, 3, 2)] });
    expectRefused(game, { type: "increase_capital", pay: [icon(7, 2, 1)] }, /two actions a decade: record the decade/);
    act(game, { type: "record_decade" });
    expect(game.state).toMatchObject({ decade: 2, done: 0 });
  });

  it("refills the hand to three from the pool, reshuffling the discard into the pool when it runs out", () => {
    const game = started();
    act(game, { type: "hire_railworker", pay: [icon(6, 3, 1)] });
    act(game, { type: "add_passenger", cell: "a1", pay: [icon(5, 3, 2)] });
    expect(game.state).toMatchObject({ hand: [7], pool: [8], discard: [6, 5] });
    act(game, { type: "record_decade" });
    // Card 8 from the pool, then the discard (6, 5) is shuffled into a new pool for the last card.
    expect(game.state.hand.slice(0, 2)).toEqual([7, 8]);
    expect(game.state.hand).toHaveLength(3);
    expect([5, 6]).toContain(game.state.hand[2]);
    expect(game.state.pool).toHaveLength(1);
    expect(game.state.discard).toEqual([]);
    expect(game.messages.map((m) => m.text)).toContain("The pool is empty: the discard is shuffled into a new pool");
  });

  it("records a decade with no action only when no action can be taken", () => {
    const game = started();
    game.state.hand = [];
    game.state.discard = [5, 6, 7];
    act(game, { type: "record_decade" });
    expect(game.state.hand).toHaveLength(3);
  });

  it("ends after twelve decades with profit + 3 per marked link - pollution", () => {
    const game = started();
    game.state.marked = { "b1-c1": true, "a6": false };
    game.state.profit = 17;
    game.state.pollution = 4;
    for (let d = 1; d <= 12; d++) {
      expect(game.finished).toBe(false);
      game.state.hand = [5, 6, 7];
      act(game, { type: "hire_railworker", pay: [icon(6, 3, 1)] });
      game.state.railworkers = 2;
      act(game, { type: "record_decade" });
    }
    expect(game.finished).toBe(true);
    expect(game.state.recorded).toBe(12);
    expect(game.score()).toBe(17 + 6 - 4);
    expect(game.result()).toEqual({ "1": 19 });
    expectRefused(game, { type: "record_decade" }, /^Railways, Game End: the game is over/);
    expect(legalActions(game)).toEqual([]);
  });
});

describe("Objectives", () => {
  function finish(rules: string[], setup: (game: RailwaysGame) => void) {
    const game = started({ optional_rules: rules });
    setup(game);
    game.state.recorded = 11;
    game.state.done = 1;
    act(game, { type: "record_decade" });
    expect(game.finished).toBe(true);
    return game.objectiveResults();
  }

  it("refuses an unknown option", () => {
    expect(() => new RailwaysGame({ players: [{ id: 1, name: "A" }], seed: 1, options: { optional_rules: ["tycoon"] } })).toThrow(/unknown option "tycoon" for Railways/);
  });

  it("The Economist is the score", () => {
    expect(finish(["economist"], (g) => (g.state.profit = 12))).toEqual([{ id: "economist", name: "The Economist", met: true, detail: "score 11" }]);
  });

  it("The Mayor: no passenger left on the map", () => {
    expect(finish(["mayor"], () => {})[0]).toMatchObject({ met: false, detail: "6 passengers still on the map" });
    expect(finish(["mayor"], (g) => (g.state.dice = {}))[0]).toMatchObject({ met: true });
  });

  it("The Train Conductor: passengers delivered to R, L, C and I", () => {
    expect(finish(["train_conductor"], (g) => (g.state.delivered = ["R", "C", "I"]))[0]).toMatchObject({ met: false, detail: "no passenger delivered to L yet" });
    expect(finish(["train_conductor"], (g) => (g.state.delivered = ["R", "C", "I", "L"]))[0]).toMatchObject({ met: true });
  });

  it("The Engineer: all six link markers on the map, all upgraded", () => {
    const six = ["b1-c1", "d2-d3", "a6", "a8-c8", "b7-c7", "i2"];
    expect(finish(["engineer"], (g) => (g.state.marked = Object.fromEntries(six.map((id, i) => [id, i > 0]))))[0]).toMatchObject({ met: false, detail: "6 of 6 links built, 5 upgraded" });
    expect(finish(["engineer"], (g) => (g.state.marked = Object.fromEntries(six.map((id) => [id, true]))))[0]).toMatchObject({ met: true });
  });

  it("The Rail Baron: several objectives together, met only when every one is", () => {
    const both = finish(["mayor", "train_conductor"], (g) => {
      g.state.dice = {};
      g.state.delivered = ["R", "L", "C", "I"];
    });
    expect(both.map((o) => [o.id, o.met])).toEqual([["mayor", true], ["train_conductor", true], ["rail_baron", true]]);
    const one = finish(["mayor", "train_conductor"], (g) => (g.state.dice = {}));
    expect(one.map((o) => [o.id, o.met])).toEqual([["mayor", true], ["train_conductor", false], ["rail_baron", false]]);
  });
});

describe("legal actions", () => {
  it("lists each action with every distinct payment, including two destinations for a missing one", () => {
    const game = started();
    game.state.hand = [2, 6, 5];
    const moves = legalMoves(game);
    const link = moves.find((m) => m.action.type === "buy_link" && m.action.link === "d2-d3")!;
    // Rails from card 2 slot 1 and card 5; destinations: L on card 6, or R+L (card 6), or I (card 5) with another.
    expect(link.payments.length).toBeGreaterThan(1);
    for (const p of link.payments) {
      const trial = started();
      trial.state.hand = [2, 6, 5];
      act(trial, { type: "buy_link", link: "d2-d3", pay: p.pay });
      expect(trial.state.pollution).toBe(1 + p.pollution);
      expect(trial.state.discard).toEqual(p.cards);
    }
    expect(moves.some((m) => m.action.type === "record_decade")).toBe(false);
  });
});
