// What the player at this browser may do now: the engine's legal actions for
// every entity he controls, each as a control that builds the action.
import type { ComponentChildren } from "preact";
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { Company, Corporation, Player, type Entity } from "../../../shared/engine/entities.ts";
import { entityName, type Game } from "../../../shared/engine/game.ts";
import { DEFAULT_CURRENCY } from "../../../shared/engine/title.ts";
import type { LegalAction } from "../../../shared/engine/legal.ts";
import { entityRef, type Table } from "../table.ts";
import { later } from "../later.tsx";
import type { GameActionType } from "../../../shared/engine/action.ts";
import { Key, shortcut, ShortcutHelp, useShortcuts } from "./shortcuts.tsx";
import { TurnBeacon } from "./turn-beacon.tsx";
import { RunRoutes } from "./run-routes.tsx";
import { runWithoutPresidentDue } from "../../../shared/engine/without-president.ts";

// Shown only in some rounds, each a chunk of its own (issue #40, 11): a player's programmed actions. (The routes panel
// is not: a page opened at a run of routes would wait one more fetch for its first enabled button, issue #40, 12.)
const Programmes = later(() => import("./programmes.tsx").then((m) => m.Programmes));
// A purchase the other side must accept (1830 4.1, 7.6): the proposal and the answer (offers.tsx).
const Offers = later(() => import("./offers.tsx").then((m) => m.Offers));
const OfferAnswer = later(() => import("./offers.tsx").then((m) => m.OfferAnswer));
// A corporation's loans, shorts, conversions and mergers, and a private put into a corporation being formed (1817's):
// the controls of a few titles' rounds, fetched where one of their moves is legal (corporate-finance.tsx).
const Finance = later(() => import("./corporate-finance.tsx").then((m) => m.Finance));

/** The action panel, held (its controls disabled) while a request waits for this player's table's answer (Table.heldByRequest). */
export function HeldWhileAsked({ table, children }: { table: Table; children: ComponentChildren }) {
  const held = table.heldByRequest() !== null;
  return (
    <fieldset class="held-while-asked" disabled={held} aria-describedby={held ? "table-request-state" : undefined}>
      <legend class="visually-hidden">Your moves</legend>
      {held && <p class="held-note">On hold: the table is answering a request (below).</p>}
      {children}
    </fieldset>
  );
}

export function ActionPanel({ table, game }: { table: Table; game: Game }) {
  // The game changes in place: follow the table's version, or the panel would keep its first render.
  table.version.value;
  useShortcuts();
  const panel = useRef<HTMLElement>(null);
  const acting = game.actingEntities();
  const active = game.round.activeEntity();
  const mine = acting.filter((e) => table.controls(e));
  // "Your turn" only where the game waits for this browser (the room's and "My tables"' answer); a move
  // its entities may make out of turn (a private's ability) is offered beside the turn, never as it.
  const myTurn = table.waitsForMe(game);
  const onTurn = myTurn ? mine.filter((e) => e === active) : [];
  const beside = mine.filter((e) => !onTurn.includes(e));
  // Everyone sees when a bot plays the seat the game waits for (the table's meta marks it).
  const botToAct = active !== null && table.meta.value?.seats.find((s) => s.index === table.controller(active))?.bot === true;
  // A corporation without a president: the room runs its best routes itself, a moment after (worker/room-bots.ts).
  const runsAlone = runWithoutPresidentDue(game) !== null;
  const waitingFor = !active
    ? "nobody"
    : runsAlone
      ? `${entityName(active)}, which has no president: the table runs its best routes`
      : `${entityName(active)}${active instanceof Player ? "" : ` (${controllerName(table, active)})`}${botToAct ? ", a bot" : ""}`;
  // What a decision being waited for is about, for those who watch it being made.
  const decision = active ? game.legalActions(active).find((a) => a.type === "choose" || a.type === "respond") : undefined;
  const about =
    decision?.type === "choose"
      ? `: ${decision.prompt}`
      : decision?.type === "respond"
        ? `: ${decision.buyer ?? game.player(decision.from).name}'s offer of ${game.money(decision.price)} for ${offerSubject(game, decision)}`
        : "";
  if (game.finished) return <section class="panel actions"><h2>Game over</h2></section>;
  return (
    <section ref={panel} class={`panel actions${myTurn ? " mine" : ""}`} id="actions" aria-label={myTurn ? "Your turn" : "Whose turn"}>
      <h2>{game.round.name}</h2>
      {/* The moves scroll inside the panel; Pass stays below them, covering none (issue #40). */}
      <div class="actions-body">
      {!myTurn ? (
        <p class="waiting" role="status">
          Waiting for {waitingFor}
          {about}.
        </p>
      ) : (
        <>
          {onTurn.map((entity) => <EntityActions key={entityName(entity)} table={table} game={game} entity={entity} passBelow />)}
          <ShortcutHelp />
          <TurnBeacon panel={panel} />
        </>
      )}
      {beside.length > 0 && (
        <div class="out-of-turn" role="group" aria-label={myTurn ? "Beside your turn" : "Out of turn"}>
          {beside.map((entity) => <EntityActions key={entityName(entity)} table={table} game={game} entity={entity} beside={myTurn ? "may also act" : "may act out of turn"} />)}
        </div>
      )}
      {/* Its chunk is fetched only where a programme may be set or is running (programmes.tsx says for whom). */}
      {!game.finished && (game.round.programmed || game.programmes.size > 0) && <Programmes table={table} game={game} />}
      </div>
      {onTurn.some((e) => game.legalActions(e).some((l) => l.type === "pass")) && (
        <div class="actions-foot">
          {onTurn.map((entity) => (
            <PassButton key={entityName(entity)} table={table} game={game} entity={entity} named={onTurn.length > 1} />
          ))}
        </div>
      )}
    </section>
  );
}

function controllerName(table: Table, entity: Entity): string {
  const seat = table.controller(entity);
  return seat === null ? "nobody" : (table.meta.value?.seats[seat]?.name ?? "?");
}

/** `beside`: the heading's words for an entity acting beside the turn (a private's ability), not the one the game waits for; `passBelow`: its Pass is under the panel's moves (ActionPanel). */
function EntityActions({ table, game, entity, beside, passBelow }: { table: Table; game: Game; entity: Entity; beside?: string; passBelow?: boolean }) {
  const legal = game.legalActions(entity);
  const ref = entityRef(entity);
  const send = (action: Record<string, unknown>) => table.act({ ...action, ...ref });
  const byType = (type: LegalAction["type"]) => legal.filter((l) => l.type === type);
  const who = entity instanceof Company ? `${entity.def.name} (${entity.sym})` : entityName(entity);
  // A company's moves are its director's (several may be one browser's: a hotseat or imported game).
  const director = entity instanceof Player ? "" : ` (${controllerName(table, entity)})`;
  return (
    <div class={beside ? "beside-actions" : "entity-actions"} data-entity={entityName(entity)}>
      <h3>
        {who} {beside ?? "to act"}
        {director}
      </h3>
      <Bids options={byType("bid") as Extract<LegalAction, { type: "bid" }>[]} game={game} send={send} />
      {(byType("par") as Extract<LegalAction, { type: "par" }>[]).map((p) => (
        <div class="row" key={p.corporation}>
          Par <strong>{p.corporation}</strong> at{" "}
          {p.prices.map((price) => (
            <button
              key={price.sharePrice}
              aria-label={`Par ${p.corporation} at ${game.money(price.price)}`}
              onClick={() => send({ type: "par", corporation: p.corporation, share_price: price.sharePrice, ...(price.slot !== undefined ? { slot: price.slot } : {}) })}
            >
              {game.money(price.price)}
            </button>
          ))}
        </div>
      ))}
      {(byType("buy_shares") as Extract<LegalAction, { type: "buy_shares" }>[]).map((b) => (
        <button key={b.shares.join()} onClick={() => send({ type: "buy_shares", shares: b.shares, percent: b.percent })}>
          {entity instanceof Company ? "Exchange for" : "Buy"} {b.percent}% {b.shares[0]!.split("_")[0]} from the {b.from === "ipo" ? "IPO" : "market"}
          {b.price ? ` for ${game.money(b.price)}` : ""}
        </button>
      ))}
      {(byType("sell_shares") as Extract<LegalAction, { type: "sell_shares" }>[]).map((s) => (
        <button key={`${s.corporation}${s.percent}:${s.shares.join()}`} onClick={() => send({ type: "sell_shares", shares: s.shares, percent: s.percent })}>
          Sell {s.percent}% {s.corporation} for {game.money(s.price)} (price drops {s.boxes} box{s.boxes > 1 ? "es" : ""})
          {otherTwentyTrade(game, s.shares, s.percent) ? " trading the other 20% certificate for a 10% from the pool" : ""}
        </button>
      ))}
      {/* Only where there is track to lay: another entity acting beside the operator (a private's owner,
          1830's MH exchange) would otherwise take the map's tiles away from it. */}
      {byType("lay_tile").length > 0 && <TileLays table={table} options={byType("lay_tile") as Extract<LegalAction, { type: "lay_tile" }>[]} send={send} />}
      {(byType("place_token") as Extract<LegalAction, { type: "place_token" }>[]).map((t) => (
        <button
          key={`${t.city}${t.tokenType ?? ""}`}
          onClick={() => send({ type: "place_token", city: t.city, slot: t.slot, ...(t.tokenType ? { token_type: t.tokenType } : {}) })}
        >
          Place a {t.tokenType === "neutral" ? "neutral " : ""}station in {stationPlace(game, t.hex, t.city)}{t.cost ? ` for ${game.money(t.cost)}` : ""}
        </button>
      ))}
      {(byType("remove_token") as Extract<LegalAction, { type: "remove_token" }>[]).map((t) => (
        <button key={`remove${t.city}`} onClick={() => send({ type: "remove_token", city: t.city, slot: t.slot })}>
          Move the station in {stationPlace(game, t.hex, t.city)}
        </button>
      ))}
      {byType("run_routes").length > 0 && entity instanceof Corporation && <RunRoutes table={table} game={game} corporation={entity} send={send} />}
      {(byType("dividend") as Extract<LegalAction, { type: "dividend" }>[]).map((d) => (
        <Dividend key="dividend" game={game} corporation={entity as Corporation} revenue={d.revenue} treasury={d.treasury ?? 0} kinds={d.kinds} send={send} />
      ))}
      {(byType("choose") as Extract<LegalAction, { type: "choose" }>[]).map((c) => (
        <div class="row choose" key={c.prompt}>
          <span>{c.prompt}:</span>{" "}
          {c.choices.map((choice) => (
            <button key={choice} onClick={() => send({ type: "choose", choice })}>
              {choiceLabel(choice)}
            </button>
          ))}
        </div>
      ))}
      {(byType("scrap_train") as Extract<LegalAction, { type: "scrap_train" }>[]).map((t) => (
        <button key={t.train} onClick={() => send({ type: "scrap_train", train: t.train })}>
          Surrender the {t.train.split("-")[0]}-train ({t.train}) for {game.money(t.cost)}, to buy another
        </button>
      ))}
      {(byType("buy_train") as Extract<LegalAction, { type: "buy_train" }>[]).map((t) => (
        <TrainPurchase key={`${t.train}${t.exchange ?? ""}`} game={game} option={t} send={send} />
      ))}
      {(byType("discard_train") as Extract<LegalAction, { type: "discard_train" }>[]).map((t) => (
        <button key={t.train} onClick={() => send({ type: "discard_train", train: t.train })}>
          Discard {t.train.split("-")[0]}-train ({t.train})
        </button>
      ))}
      {(byType("respond") as Extract<LegalAction, { type: "respond" }>[]).map((r) => (
        <OfferAnswer key="respond" game={game} entity={entity} offer={r} send={send} />
      ))}
      {byType("offer").length > 0 && <Offers game={game} entity={entity} offers={byType("offer") as Extract<LegalAction, { type: "offer" }>[]} send={send} />}
      {(byType("buy_company") as Extract<LegalAction, { type: "buy_company" }>[]).map((c) => (
        <Ranged key={c.company} game={game} label={`Buy ${c.company} for`} min={c.min} max={c.max} initial={game.company(c.company).def.value} onSubmit={(price) => send({ type: "buy_company", company: c.company, price })} />
      ))}
      {legal.some(isFinance) && <Finance game={game} entity={entity} legal={legal} send={send} />}
      {byType("bankrupt").length > 0 && (
        <button class="danger" onClick={() => confirm("Declare bankruptcy? The game ends.") && send({ type: "bankrupt" })}>
          Declare bankruptcy
        </button>
      )}
      {!passBelow && <PassButton table={table} game={game} entity={entity} />}
      <WhyNot game={game} entity={entity} />
    </div>
  );
}

/** The entity's Pass, where it may pass; `named` where the panel holds several entities' passes. */
function PassButton({ table, game, entity, named }: { table: Table; game: Game; entity: Entity; named?: boolean }) {
  if (!game.legalActions(entity).some((l) => l.type === "pass")) return null;
  return (
    <button class="pass" {...shortcut("pass")} onClick={() => table.act({ type: "pass", ...entityRef(entity) })}>
      {passLabel(game)}
      {named ? ` (${entityName(entity)})` : ""}
      <Key name="pass" />
    </button>
  );
}

/** The usual moves of each kind of round, as a player names them: those the entity may not make now are listed with the rule that says why. */
const USUAL_MOVES: { round: RegExp; entity: "player" | "corporation"; moves: [GameActionType, string][] }[] = [
  { round: /^Stock/, entity: "player", moves: [["par", "Start a corporation"], ["buy_shares", "Buy a share"], ["sell_shares", "Sell shares"]] },
  { round: /^Operating/, entity: "corporation", moves: [["lay_tile", "Lay track"], ["place_token", "Place a station"], ["run_routes", "Run trains"], ["buy_train", "Buy a train"]] },
  { round: /Auction|Private|Bid/i, entity: "player", moves: [["bid", "Bid"], ["pass", "Pass"]] },
];

/** What the entity cannot do now, and why, in the rule book's words (the engine's Round.whyNot). */
function WhyNot({ game, entity }: { game: Game; entity: Entity }) {
  const kind = entity instanceof Player ? "player" : entity instanceof Corporation ? "corporation" : null;
  const usual = USUAL_MOVES.find((u) => u.entity === kind && u.round.test(game.round.name));
  if (!usual) return null;
  const allowed = game.round.actionTypes(entity);
  const missing = usual.moves.filter(([type]) => !allowed.includes(type));
  if (!missing.length) return null;
  return (
    <ul class="why-not" aria-label="Not possible now">
      {missing.map(([type, label]) => (
        <li key={type} data-why-not={type}>
          {label}: not now. {game.cite(game.round.whyNot(entity, type))}.
        </li>
      ))}
    </ul>
  );
}

/** Where a station would go, in words a player finds on the map: the place, and on a tile of several cities which one, by the stations beside it. */
/** 1830 V-7.2: whether a sale names the "other" 20% certificate for less than it is worth (its trade for a pool 10%). */
function otherTwentyTrade(game: Game, ids: string[], percent: number): boolean {
  const shares = ids.map((id) => game.corporation(id.slice(0, id.lastIndexOf("_"))).shares[Number(id.slice(id.lastIndexOf("_") + 1))]);
  if (shares.some((s) => !s || s.president)) return false;
  return shares.some((s) => s!.percent > 10) && shares.reduce((t, s) => t + s!.percent, 0) > percent;
}

function stationPlace(game: Game, hex: string, cityId: string): string {
  const name = game.board.hexDef(hex).location;
  const where = name ? `${name} (${hex})` : hex;
  // A station space on a hex without a city (1830 V-7.5, the RDR's G-15).
  if (game.board.stationSpaceById(cityId) !== null) return `its station space on ${where}`;
  const { city } = game.board.cityById(cityId);
  const cities = game.board.tokensAt(hex);
  if (cities.length < 2) return where;
  const beside = (cities[city] ?? []).filter((s): s is string => game.corporations.some((c) => c.sym === s));
  return `${where}, city ${city + 1} of ${cities.length}${beside.length ? `, beside ${beside.join(" and ")}` : ""}`;
}

/** A decision's choice as players read it (the log names them as 18xx.games does). */
function choiceLabel(choice: string): string {
  return ({ form: "Form", fold_in: "Fold in", decline: "Decline" } as Record<string, string>)[choice] ?? choice;
}

function passLabel(game: Game): string {
  return game.round.name.startsWith("Operating") ? "Pass (skip this step)" : game.round.name.startsWith("Stock") ? "Pass / done" : "Pass";
}

/** A move the Finance controls offer (corporate-finance.tsx); a private's bonus is assigned on the map, not there. */
function isFinance(l: LegalAction): boolean {
  return l.type === "take_loan" || l.type === "payoff_loan" || l.type === "short" || l.type === "convert" || l.type === "merge" || (l.type === "assign" && l.target_type === "company");
}

function Bids({ options, game, send }: { options: Extract<LegalAction, { type: "bid" }>[]; game: Game; send: (a: Record<string, unknown>) => void }) {
  return (
    <>
      {options.map((b) => {
        // A bid for a corporation, to start it ([auctioned starts]: 1817's stock round).
        if (b.corporation !== undefined) {
          const corporation = b.corporation;
          return <Ranged key={corporation} game={game} label={`Bid for ${corporation}`} min={b.min} max={b.max} step={b.step} onSubmit={(price) => send({ type: "bid", corporation, price })} />;
        }
        // Without a company: a bid for the order of choice of the private company groups (1830 1.3).
        if (b.company === undefined) {
          return <Ranged key="order" game={game} label="Bid for the first choice of private companies" min={b.min} max={b.max} onSubmit={(price) => send({ type: "bid", price })} />;
        }
        const company = b.company;
        const card = game.companies.find((c) => c.sym === company);
        // A draft's card that stands for no company (1846's pass cards): taken for nothing.
        if (!card) {
          return (
            <button key={company} onClick={() => send({ type: "bid", company, price: b.min })}>
              Take {company}, no company
            </button>
          );
        }
        const name = card.def.name;
        return b.min === b.max ? (
          <button key={company} onClick={() => send({ type: "bid", company, price: b.min })}>
            {b.purchase ? `Buy ${name} for ${game.money(b.min)}` : `Bid ${game.money(b.min)} on ${name}`}
          </button>
        ) : (
          <Ranged key={company} game={game} label={`Bid on ${name} (face ${game.money(game.company(company).def.value)}, revenue ${game.money(game.company(company).def.revenue)})`} min={b.min} max={b.max} step={b.step} onSubmit={(price) => send({ type: "bid", company, price })} />
        );
      })}
    </>
  );
}

/** What an offer is for, in words: "B&O's 2-train (2-0)", "Schuylkill Valley". */
export function offerSubject(game: Game, offer: { train?: string; company?: string }): string {
  if (offer.company !== undefined) return game.company(offer.company).def.name;
  const owner = game.corporations.find((c) => c.trains.some((t) => t.id === offer.train));
  return `${owner ? `${owner.sym}'s ` : ""}${offer.train!.split("-")[0]}-train (${offer.train})`;
}

/** An amount between min and max with a button; the box starts at `initial` (the minimum by default). */
function Ranged({ game, label, min, max, step = 1, initial = min, onSubmit }: { game: Game; label: string; min: number; max: number; step?: number; initial?: number; onSubmit: (n: number) => void }) {
  const value = useSignal(Math.min(max, Math.max(min, initial)));
  // The currency's sign on either side of the number box ("$ [120]", "Kr [120]").
  const [before, after] = (game.data.currency ?? DEFAULT_CURRENCY).split("%s");
  return (
    <form class="row" onSubmit={(e) => (e.preventDefault(), onSubmit(value.value))}>
      <label>
        {label} {before}
        <input type="number" min={min} max={max} step={step} value={value} onInput={(e) => (value.value = Number(e.currentTarget.value))} />
        {after}
      </label>
      <button type="submit" disabled={value.value < min || value.value > max}>
        OK
      </button>
      <small>
        ({game.money(min)}–{game.money(max)})
      </small>
    </form>
  );
}

/**
 * Track to lay: the map highlights every hex a tile may go on and, once one is
 * chosen there or here, shows the tiles that fit it under its toolbar
 * (board-panel.tsx), each drawn at every legal rotation that looks different (distinctRotations).
 */
function TileLays({ table, options, send }: { table: Table; options: Extract<LegalAction, { type: "lay_tile" }>[]; send: (a: Record<string, unknown>) => void }) {
  const hexes = [...new Set(options.map((o) => o.hex))];
  const key = options.map((o) => `${o.hex}:${o.tile}:${o.rotations.join("")}`).join();
  useEffect(() => {
    table.tileLays.value = options.length ? { options, lay: (o, rotation) => send({ type: "lay_tile", hex: o.hex, tile: o.tile, rotation }) } : null;
    return () => (table.tileLays.value = null);
  }, [key]);
  // The next company to lay track starts with no hex chosen.
  useEffect(() => () => (table.selectedHex.value = null), []);
  const hex = table.selectedHex;
  if (!options.length) return null;
  const chosen = hex.value && hexes.includes(hex.value) ? hex.value : "";
  return (
    <div class="tile-lays">
      <label>
        Lay a tile on{" "}
        <select
          value={chosen}
          // The tiles are shown with the map, which brings them into view (board-panel.tsx TileTray).
          onChange={(e) => (hex.value = e.currentTarget.value || null)}
        >
          <option value="">choose a hex…</option>
          {hexes.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
      </label>{" "}
      <small>{chosen ? `The tiles that fit ${chosen} are shown with the map.` : hexes.length === 1 ? "or click the highlighted hex on the map." : `or click one of the ${hexes.length} highlighted hexes on the map.`}</small>
    </div>
  );
}

function Dividend({ game, corporation, revenue, treasury, kinds, send }: { game: Game; corporation: Corporation; revenue: number; treasury: number; kinds: string[]; send: (a: Record<string, unknown>) => void }) {
  const perShare = revenue / 10;
  const round = game.data.payoutRounding === "down" ? Math.floor : Math.ceil;
  const payouts = game.players
    .map((p) => ({ name: p.name, amount: round((corporation.percentOf(p) / 10) * perShare) }))
    .filter((p) => p.amount > 0);
  return (
    <div class="dividend">
      <p>
        Revenue {game.money(revenue)}: {game.money(perShare)} per share{payouts.length ? ` — ${payouts.map((p) => `${p.name} ${game.money(p.amount)}`).join(", ")}` : ""}
      </p>
      {treasury > 0 && <p>{game.money(treasury)} more goes to the treasury whatever you choose: what the routes earn for it alone (a mine's value).</p>}
      <button onClick={() => send({ type: "dividend", kind: "payout" })}>Pay out (share price rises)</button>
      {kinds.includes("half") && (
        <button onClick={() => send({ type: "dividend", kind: "half" })}>
          Pay half: {game.money(Math.floor(revenue / 2))} to the treasury, the rest to the shareholders
        </button>
      )}
      <button onClick={() => send({ type: "dividend", kind: "withhold" })}>Withhold {game.money(revenue)} (share price falls)</button>
    </div>
  );
}

function TrainPurchase({ game, option, send }: { game: Game; option: Extract<LegalAction, { type: "buy_train" }>; send: (a: Record<string, unknown>) => void }) {
  const name = option.train.split("-")[0];
  const exchange = option.exchange?.[0];
  if (option.min === option.max) {
    return (
      <button onClick={() => send({ type: "buy_train", train: option.train, price: option.min, ...(exchange ? { exchange } : {}) })}>
        Buy a {name}-train from {option.from === "depot" ? "the bank" : option.from} for {game.money(option.min)}
        {exchange ? ` trading in ${exchange}` : ""}
      </button>
    );
  }
  return (
    <Ranged
      game={game}
      label={`Buy ${option.train} from ${option.from} for`}
      min={option.min}
      max={option.max}
      initial={game.depot.find(option.train)?.def.price ?? option.min}
      onSubmit={(price) => send({ type: "buy_train", train: option.train, price })}
    />
  );
}
