// Every legal action in a position: what the player may do (a move: an action
// and its target) and, for each, every distinct way to pay for it. Two
// payments are the same when they play the same cards and add the same
// pollution: which icons of a played card were used changes nothing else.
// The UI offers these; random play picks among them; process() accepts each.
import { CELLS, COLOURS, colourForBuilding, positionOf, type Building, type Colour, type Link } from "./board.ts";
import { COMPONENTS, TRACKING } from "./cards.ts";
import type { RailwaysGame, RailwaysState } from "./game.ts";
import { ICON_KINDS, ICON_NAMES, isDestination, type IconKind, type IconRef } from "./icons.ts";

export interface PayOption {
  pay: IconRef[];
  /** Cards played (to the discard). */
  cards: number[];
  /** Pollution the payment adds (several slots of one card). */
  pollution: number;
}

/** An action without its payment (and without the player), with every distinct way to pay for it. */
export interface Move {
  action: { type: string } & Record<string, unknown>;
  payments: PayOption[];
}

interface Combination {
  /** Icons by kind, indexed as ICON_KINDS. */
  counts: number[];
  /** The same as one number (codeOf). */
  code: number;
  /** The value of the money icons among them. */
  money: number;
  /** The icons, card by card. */
  parts: IconRef[][];
  mask: number;
  pollution: number;
}

const KIND = new Map(ICON_KINDS.map((k, i) => [k, i]));
const DEST = [1, 2, 3, 4];
/** Icon counts as one number, a base-8 digit per kind (counts stay under 8). */
const POW = ICON_KINDS.map((_, i) => 8 ** i);
const codeOf = (counts: readonly number[]) => {
  let code = 0;
  for (let i = 0; i < counts.length; i++) code += counts[i]! * POW[i]!;
  return code;
};

/**
 * Every way to pay with icons of these kinds from the hand, at most `caps`
 * of each (destinations: at most two in all), distinct by the icons' kinds,
 * their money, the cards played and the pollution added; by kinds (codeOf).
 */
function combinations(game: RailwaysGame, s: RailwaysState, caps: Partial<Record<IconKind, number>>): Map<number, Combination[]> {
  const cap = ICON_KINDS.map((k) => (isDestination(k) ? (caps.R === undefined ? 0 : 2) : Math.min(caps[k] ?? 0, 7)));
  const rel = cap.flatMap((c, k) => (c > 0 ? [k] : []));
  const fits = (a: readonly number[], b: readonly number[]) => {
    let dests = 0;
    for (const k of rel) {
      const n = a[k]! + b[k]!;
      if (n > cap[k]!) return false;
      if (k >= 1 && k <= 4) dests += n;
    }
    return dests <= 2;
  };
  const zero: number[] = new Array(ICON_KINDS.length).fill(0);

  // Each card's usages: a non-empty choice of its icons, over one or more slots.
  type Use = { counts: number[]; money: number; refs: IconRef[]; slots: number };
  const perCard = s.hand.map((card) => {
    let partial: Use[] = [{ counts: zero, money: 0, refs: [], slots: 0 }];
    game.actionSide(card).forEach((icons, si) => {
      const useful = icons.map((icon, ii) => ({ icon, ii, k: KIND.get(icon.kind)! })).filter(({ k }) => cap[k]! > 0);
      if (!useful.length) return;
      const next: Use[] = [];
      for (const p of partial) {
        next.push(p);
        for (let m = 1; m < 1 << useful.length; m++) {
          const add = [...zero];
          let money = p.money;
          const refs = [...p.refs];
          useful.forEach(({ icon, ii, k }, b) => {
            if (!(m & (1 << b))) return;
            add[k]!++;
            money += icon.value ?? 0;
            refs.push({ card, slot: si + 1, icon: ii + 1 });
          });
          if (fits(p.counts, add)) next.push({ counts: p.counts.map((n, k) => n + add[k]!), money, refs, slots: p.slots + 1 });
        }
      }
      partial = next;
    });
    const seen = new Map<string, Use>();
    for (const p of partial) {
      const key = `${codeOf(p.counts)}|${p.slots}|${p.money}`;
      if (p.slots && !seen.has(key)) seen.set(key, p);
    }
    return [...seen.values()].map((u) => ({ ...u, code: codeOf(u.counts) }));
  });

  // Card by card, keeping one combination per kinds, money, cards and pollution.
  let level = new Map<number, Combination>([[0, { counts: zero, code: 0, money: 0, parts: [], mask: 0, pollution: 0 }]]);
  perCard.forEach((uses, i) => {
    const next = new Map(level);
    for (const acc of level.values()) {
      for (const use of uses) {
        if (!fits(acc.counts, use.counts)) continue;
        const code = acc.code + use.code;
        const mask = acc.mask | (1 << i);
        const pollution = acc.pollution + use.slots - 1;
        const money = acc.money + use.money;
        const key = code * 8192 + (mask * 16 + pollution) * 64 + Math.min(money, 63);
        if (!next.has(key)) next.set(key, { counts: acc.counts.map((n, k) => n + use.counts[k]!), code, money, parts: [...acc.parts, use.refs], mask, pollution });
      }
    }
    level = next;
  });
  const byCode = new Map<number, Combination[]>();
  for (const c of level.values()) {
    if (!c.mask) continue;
    const list = byCode.get(c.code);
    if (list) list.push(c);
    else byCode.set(c.code, [c]);
  }
  return byCode;
}

const option = (s: RailwaysState, c: Combination): PayOption => ({ pay: c.parts.flat(), cards: s.hand.filter((_, i) => c.mask & (1 << i)), pollution: c.pollution });
const byCost = (a: PayOption, b: PayOption) => a.pollution - b.pollution || a.cards.length - b.cards.length;

/** The payments among `combos` that are exactly `needs` plus (when asked) a Destination of one of `dest`, or any two. */
function paying(s: RailwaysState, combos: Map<number, Combination[]>, needs: Partial<Record<IconKind, number>>, dest: readonly Colour[] | null): PayOption[] {
  let base = 0;
  for (const [k, n] of Object.entries(needs)) base += n * POW[KIND.get(k as IconKind)!]!;
  const codes = new Set<number>();
  if (dest === null) codes.add(base);
  else {
    for (const c of dest) codes.add(base + POW[KIND.get(c)!]!);
    for (const i of DEST) for (const j of DEST) if (i <= j) codes.add(base + POW[i]! + POW[j]!);
  }
  const out = new Map<string, PayOption>();
  for (const code of codes) {
    for (const c of combos.get(code) ?? []) {
      const key = `${c.mask}|${c.pollution}`;
      if (!out.has(key)) out.set(key, option(s, c));
    }
  }
  return [...out.values()].sort(byCost);
}

/** Complete links between two different buildings. */
function linksBetweenBuildings(s: RailwaysState): { link: Link; ends: [Building, Building] }[] {
  return s.topo.links.map((link) => ({ link, ends: s.topo.endsOf(link) })).filter(({ ends }) => ends[0] !== ends[1]);
}

/** Every route a passenger leaving this building could take to the first building of this colour. */
export function routes(s: RailwaysState, from: Building, destination: Colour): string[][] {
  const marked = s.topo.links.filter((l) => l.id in s.marked).map((link) => ({ link, ends: s.topo.endsOf(link) }));
  const out: string[][] = [];
  const walk = (at: Building, visited: Set<Building>, path: string[]) => {
    for (const { link, ends } of marked) {
      if (ends[0] !== at && ends[1] !== at) continue;
      const next = ends[0] === at ? ends[1] : ends[0];
      if (visited.has(next)) continue;
      if (next.colour === destination) out.push([...path, link.id]);
      else walk(next, new Set([...visited, next]), [...path, link.id]);
    }
  };
  walk(from, new Set([from]), []);
  return out;
}

/** Every move in this position, each with its payments (none listed without a payment). */
export function legalMoves(game: RailwaysGame, s: RailwaysState = game.state): Move[] {
  const moves: Move[] = [];
  if (s.step === "over") return moves;
  if (s.step === "setup") {
    const taken = new Set(Object.keys(s.dice).map(positionOf));
    const values = [...new Set(s.toPlace)];
    for (const b of s.topo.buildings) {
      for (const cell of b.cells) {
        if (taken.has(positionOf(cell))) continue;
        for (const value of values) moves.push({ action: { type: "place_passenger", cell, value }, payments: [] });
      }
    }
    return moves;
  }
  if (s.done > 0) moves.push({ action: { type: "record_decade" }, payments: [] });
  if (s.done >= 2 || s.hand.length === 0) return moves;
  const plays = playMoves(game, s);
  if (plays.length === 0 && s.done === 0) moves.push({ action: { type: "record_decade" }, payments: [] });
  moves.push(...plays);
  return moves;
}

/** The eight actions' moves (Phase 1 and Phase 2). */
function playMoves(game: RailwaysGame, s: RailwaysState): Move[] {
  const moves: Move[] = [];
  const add = (action: Move["action"], payments: PayOption[]) => void (payments.length && moves.push({ action, payments }));

  // Buy a Complete Rail Link.
  if (s.railworkers >= 1 && s.cubes >= 1) {
    const open = linksBetweenBuildings(s).filter(({ link }) => !(link.id in s.marked));
    if (open.length) {
      const longest = Math.max(...open.map(({ link }) => link.length));
      const combos = combinations(game, s, { rail: longest, R: 2 });
      for (const { link, ends } of open) add({ type: "buy_link", link: link.id }, paying(s, combos, { rail: link.length }, [ends[0].colour, ends[1].colour]));
    }
  }

  // Build a Building.
  const dice = [...new Set(s.buildingDice)].filter((d) => s.capital >= 2 * d).sort();
  if (dice.length) {
    const payments = paying(s, combinations(game, s, { build: 1 }), { build: 1 }, null);
    if (payments.length) {
      for (const cell of CELLS) {
        if (s.topo.space(cell).kind === "building") continue;
        if (colourForBuilding(s, cell) === null) continue;
        for (const die of dice) add({ type: "build_building", cell, die }, payments);
      }
    }
  }

  // Move a Passenger.
  const occupied = Object.keys(s.dice).filter((c) => s.dice[c]! > 0);
  if (occupied.length && Object.keys(s.marked).length) {
    const combos = combinations(game, s, { ticket: 1, R: 2 });
    const byColour = new Map(COLOURS.map((c) => [c, paying(s, combos, { ticket: 1 }, [c])]));
    for (const from of occupied) {
      const building = s.topo.building(from)!;
      for (const destination of COLOURS) {
        const payments = byColour.get(destination)!;
        if (!payments.length) continue;
        for (const route of routes(s, building, destination)) {
          if (destination === "L") {
            for (let convert = 0; convert <= 5 && (convert === 0 || TRACKING.leisure[convert - 1]! <= s.capital); convert++) {
              add({ type: "move_passenger", from, destination, route, convert }, payments);
            }
          } else add({ type: "move_passenger", from, destination, route }, payments);
        }
      }
    }
  }

  if (s.railworkers < TRACKING.railworkers.max) add({ type: "hire_railworker" }, paying(s, combinations(game, s, { worker: 1 }), { worker: 1 }, null));
  if (s.capital < TRACKING.capital.max) {
    // Distinct by cards, pollution and the capital gained.
    const out = [...combinations(game, s, { money: 7 }).values()].flat().map((c) => option(s, c));
    add({ type: "increase_capital" }, out.sort(byCost));
  }
  if (s.pollution > TRACKING.pollution.min) add({ type: "decrease_pollution" }, paying(s, combinations(game, s, { pollution: 1 }), { pollution: 1 }, null));

  // Add a Passenger.
  const passenger = paying(s, combinations(game, s, { passenger: 1 }), { passenger: 1 }, null);
  if (passenger.length) {
    for (const b of s.topo.buildings) {
      const withDice = b.cells.filter((c) => s.dice[c] !== undefined);
      if (withDice.length) for (const cell of withDice) s.dice[cell]! < 6 && add({ type: "add_passenger", cell }, passenger);
      else if (s.spareDice > 0) add({ type: "add_passenger", cell: b.cells[0]! }, passenger);
    }
  }

  // Upgrade a Rail Link.
  const upgradable = linksBetweenBuildings(s).filter(({ link }) => s.marked[link.id] === false);
  if (upgradable.length) {
    const combos = combinations(game, s, { upgrade: 1, R: 2 });
    for (const { link, ends } of upgradable) add({ type: "upgrade_link", link: link.id }, paying(s, combos, { upgrade: 1 }, [ends[0].colour, ends[1].colour]));
  }
  return moves;
}

/** Whether any of the eight actions can be taken now. */
export function canPlay(game: RailwaysGame, s: RailwaysState): boolean {
  return s.step === "play" && s.done < 2 && s.hand.length > 0 && playMoves(game, s).length > 0;
}

/** Every legal action as it would be sent: one per move and distinct payment. */
export function legalActions(game: RailwaysGame): ({ type: string } & Record<string, unknown>)[] {
  const player = /^\d+$/.test(game.player.id) ? Number(game.player.id) : game.player.id;
  const out: ({ type: string } & Record<string, unknown>)[] = [];
  for (const move of legalMoves(game)) {
    const base = { ...move.action, entity: player, entity_type: "player" };
    if (move.payments.length === 0) out.push(base);
    else for (const p of move.payments) out.push({ ...base, pay: p.pay });
  }
  return out;
}

/** A short stable name for a move (an action without its payment), e.g. "buy_link:b1-c1" or "move_passenger:a1:L:b1-c1+d2-d3:2". */
export function moveKey(action: { type: string } & Record<string, unknown>): string {
  const a = action as Record<string, unknown>;
  const parts = [action.type, a.link ?? a.cell ?? a.from, a.die ?? a.value ?? a.destination, Array.isArray(a.route) ? a.route.join("+") : undefined, a.convert];
  while (parts.length && parts[parts.length - 1] === undefined) parts.pop();
  return parts.map((p) => (p === undefined ? "" : String(p))).join(":");
}

/**
 * Why none of the moves of this action type can be made now, in the rule book's words and sections as the
 * engine refuses them ("Railways, Move a Passenger: …"); null when one can. For the page's greyed actions
 * (`moves`: this position's legalMoves, where the caller has them).
 */
export function whyNot(game: RailwaysGame, type: string, s: RailwaysState = game.state, moves: readonly Move[] = legalMoves(game, s)): string | null {
  if (moves.some((m) => m.action.type === type)) return null;
  const say = (section: string, text: string) => `Railways, ${section}: ${text}`;
  if (s.step === "over") return say("Game End", "the game is over");
  if (s.step === "setup") return say("Setup", "place the four starting passenger dice first, one on each map card");
  if (type === "record_decade") return say("Phases of turn", "take a first action before recording the decade");
  if (s.done >= COMPONENTS.actionsPerDecade) return say("Phases of turn", "two actions a decade: record the decade");
  if (s.hand.length === 0) return say("Phases of turn", "no cards are left in your hand this decade: record the decade");
  const shows = (kind: IconKind) => s.hand.some((card) => game.actionSide(card).some((slot) => slot.some((icon) => icon.kind === kind)));
  const noIcon = (section: string, kind: IconKind) => say(section, `no card in your hand shows ${/^[aeiou]/.test(ICON_NAMES[kind]) ? "an" : "a"} ${ICON_NAMES[kind]} icon`);
  const destination = "a Destination icon of the colour of one of its ends (or any two Destination icons)";
  switch (type) {
    case "buy_link": {
      const section = "Buy a Complete Rail Link";
      if (s.railworkers < 1) return say(section, "you have no rail workers: hire one first (a whole action)");
      if (s.cubes < 1) return say(section, "you have no link markers left: no more rail links this game");
      const open = linksBetweenBuildings(s).filter(({ link }) => !(link.id in s.marked));
      if (!open.length) return say(section, "every complete rail link between two buildings already has a link marker");
      if (!shows("rail")) return noIcon(section, "rail");
      return say(section, `your hand cannot pay for any open link: one needs as many rail icons as its length (${open.map(({ link }) => `${link.id}: ${link.length}`).join(", ")}) and ${destination}`);
    }
    case "build_building": {
      const section = "Build a Building";
      if (!s.buildingDice.length) return say(section, "you have no Building dice left");
      const cheapest = Math.min(...s.buildingDice);
      if (s.capital < 2 * cheapest) return say(section, `a Building die with ${cheapest} passenger${cheapest > 1 ? "s" : ""} costs ${2 * cheapest} capital; you have ${s.capital}`);
      if (!shows("build")) return noIcon(section, "build");
      return say(section, "no space can take a building: each would merge buildings of different colours");
    }
    case "move_passenger": {
      const section = "Move a Passenger";
      if (!Object.values(s.dice).some((n) => n > 0)) return say(section, "there is no passenger on the map");
      if (!Object.keys(s.marked).length) return say(section, "passengers only use rail links with a link marker, and none has one yet");
      if (!shows("ticket")) return noIcon(section, "ticket");
      return say(section, "no trip can be paid: a passenger needs a ticket icon and a Destination icon of a colour it can reach on marked links (or any two Destination icons)");
    }
    case "hire_railworker":
      if (s.railworkers >= TRACKING.railworkers.max) return say("Hire a Railworker", `you already have ${TRACKING.railworkers.max} railworkers, the limit`);
      return noIcon("Hire a Railworker", "worker");
    case "increase_capital":
      if (s.capital >= TRACKING.capital.max) return say("Increase Your Capital", `capital is already ${TRACKING.capital.max}, the limit`);
      return noIcon("Increase Your Capital", "money");
    case "decrease_pollution":
      if (s.pollution <= TRACKING.pollution.min) return say("Decrease Pollution Level", "pollution is already at 1, the start of its track");
      return noIcon("Decrease Pollution Level", "pollution");
    case "add_passenger":
      if (!shows("passenger")) return noIcon("Add a Passenger", "passenger");
      return say("Add a Passenger", "every passenger die on the map shows 6, and no die waits above the map for an empty building");
    case "upgrade_link": {
      const section = "Upgrade a Rail Link";
      const upgradable = linksBetweenBuildings(s).filter(({ link }) => s.marked[link.id] === false);
      if (!upgradable.length) return say(section, "no link with a marker waits for its upgrade: buy a link first");
      if (!shows("upgrade")) return noIcon(section, "upgrade");
      return say(section, `your hand cannot pay for it: an upgrade needs an upgrade icon and ${destination}`);
    }
  }
  return null;
}
