// What the player at this browser may do now: the engine's legal actions for
// every entity he controls, each as a control that builds the action.
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { Company, Corporation, Player, type Entity } from "../../../shared/engine/entities.ts";
import { entityName, type Game } from "../../../shared/engine/game.ts";
import type { LegalAction } from "../../../shared/engine/legal.ts";
import type { LogRoute } from "../../../shared/engine/action.ts";
import { suggestRoutes } from "../../../shared/engine/route-suggest.ts";
import { entityRef, type Table } from "../table.ts";

export function ActionPanel({ table, game }: { table: Table; game: Game }) {
  const acting = game.actingEntities();
  const active = game.round.activeEntity();
  const mine = acting.filter((e) => table.controls(e));
  const waitingFor = active ? `${entityName(active)}${active instanceof Player ? "" : ` (${controllerName(table, active)})`}` : "nobody";
  if (game.finished) return <section class="panel actions"><h2>Game over</h2></section>;
  return (
    <section class="panel actions" aria-label="Your turn">
      <h2>{game.round.name}</h2>
      {mine.length === 0 ? (
        <p class="waiting" role="status">Waiting for {waitingFor}.</p>
      ) : (
        mine.map((entity) => <EntityActions key={entityName(entity)} table={table} game={game} entity={entity} />)
      )}
    </section>
  );
}

function controllerName(table: Table, entity: Entity): string {
  const seat = table.controller(entity);
  return seat === null ? "nobody" : (table.meta.value?.seats[seat]?.name ?? "?");
}

function EntityActions({ table, game, entity }: { table: Table; game: Game; entity: Entity }) {
  const legal = game.legalActions(entity);
  const ref = entityRef(entity);
  const send = (action: Record<string, unknown>) => table.act({ ...action, ...ref });
  const byType = (type: LegalAction["type"]) => legal.filter((l) => l.type === type);
  const who = entity instanceof Company ? `${entity.def.name} (${entity.sym})` : entityName(entity);
  return (
    <div class="entity-actions" data-entity={entityName(entity)}>
      <h3>{who} to act</h3>
      <Bids options={byType("bid") as Extract<LegalAction, { type: "bid" }>[]} game={game} send={send} />
      {(byType("par") as Extract<LegalAction, { type: "par" }>[]).map((p) => (
        <div class="row" key={p.corporation}>
          Par <strong>{p.corporation}</strong> at{" "}
          {p.prices.map((price) => (
            <button key={price.sharePrice} onClick={() => send({ type: "par", corporation: p.corporation, share_price: price.sharePrice })}>
              ${price.price}
            </button>
          ))}
        </div>
      ))}
      {(byType("buy_shares") as Extract<LegalAction, { type: "buy_shares" }>[]).map((b) => (
        <button key={b.shares.join()} onClick={() => send({ type: "buy_shares", shares: b.shares, percent: b.percent })}>
          {entity instanceof Company ? "Exchange for" : "Buy"} {b.percent}% {b.shares[0]!.split("_")[0]} from the {b.from === "ipo" ? "IPO" : "market"}
          {b.price ? ` for $${b.price}` : ""}
        </button>
      ))}
      {(byType("sell_shares") as Extract<LegalAction, { type: "sell_shares" }>[]).map((s) => (
        <button key={`${s.corporation}${s.percent}`} onClick={() => send({ type: "sell_shares", shares: s.shares, percent: s.percent })}>
          Sell {s.percent}% {s.corporation} for ${s.price} (price drops {s.percent / 10} box{s.percent > 10 ? "es" : ""})
        </button>
      ))}
      <TileLays table={table} options={byType("lay_tile") as Extract<LegalAction, { type: "lay_tile" }>[]} send={send} />
      {(byType("place_token") as Extract<LegalAction, { type: "place_token" }>[]).map((t) => (
        <button key={t.city} onClick={() => send({ type: "place_token", city: t.city })}>
          Place a station on {t.hex} ({t.city}){t.cost ? ` for $${t.cost}` : ""}
        </button>
      ))}
      {byType("run_routes").length > 0 && entity instanceof Corporation && <RunRoutes table={table} game={game} corporation={entity} send={send} />}
      {(byType("dividend") as Extract<LegalAction, { type: "dividend" }>[]).map((d) => (
        <Dividend key="dividend" game={game} corporation={entity as Corporation} revenue={d.revenue} kinds={d.kinds} send={send} />
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
          Surrender the {t.train.split("-")[0]}-train ({t.train}) for ${t.cost}, to buy another
        </button>
      ))}
      {(byType("buy_train") as Extract<LegalAction, { type: "buy_train" }>[]).map((t) => (
        <TrainPurchase key={`${t.train}${t.exchange ?? ""}`} option={t} send={send} />
      ))}
      {(byType("discard_train") as Extract<LegalAction, { type: "discard_train" }>[]).map((t) => (
        <button key={t.train} onClick={() => send({ type: "discard_train", train: t.train })}>
          Discard {t.train.split("-")[0]}-train ({t.train})
        </button>
      ))}
      {(byType("buy_company") as Extract<LegalAction, { type: "buy_company" }>[]).map((c) => (
        <Ranged key={c.company} label={`Buy ${c.company} for`} min={c.min} max={c.max} onSubmit={(price) => send({ type: "buy_company", company: c.company, price })} />
      ))}
      {byType("bankrupt").length > 0 && (
        <button class="danger" onClick={() => confirm("Declare bankruptcy? The game ends.") && send({ type: "bankrupt" })}>
          Declare bankruptcy
        </button>
      )}
      {byType("pass").length > 0 && (
        <button class="pass" onClick={() => send({ type: "pass" })}>
          {passLabel(game)}
        </button>
      )}
    </div>
  );
}

/** A decision's choice as players read it (the log names them as 18xx.games does). */
function choiceLabel(choice: string): string {
  return ({ form: "Form", fold_in: "Fold in", decline: "Decline" } as Record<string, string>)[choice] ?? choice;
}

function passLabel(game: Game): string {
  return game.round.name.startsWith("Operating") ? "Pass (skip this step)" : game.round.name.startsWith("Stock") ? "Pass / done" : "Pass";
}

function Bids({ options, game, send }: { options: Extract<LegalAction, { type: "bid" }>[]; game: Game; send: (a: Record<string, unknown>) => void }) {
  return (
    <>
      {options.map((b) => {
        const name = game.company(b.company).def.name;
        return b.min === b.max ? (
          <button key={b.company} onClick={() => send({ type: "bid", company: b.company, price: b.min })}>
            Buy {name} for ${b.min}
          </button>
        ) : (
          <Ranged key={b.company} label={`Bid on ${name}`} min={b.min} max={b.max} step={5} onSubmit={(price) => send({ type: "bid", company: b.company, price })} />
        );
      })}
    </>
  );
}

/** An amount between min and max with a button. */
function Ranged({ label, min, max, step = 1, onSubmit }: { label: string; min: number; max: number; step?: number; onSubmit: (n: number) => void }) {
  const value = useSignal(min);
  return (
    <form class="row" onSubmit={(e) => (e.preventDefault(), onSubmit(value.value))}>
      <label>
        {label} $<input type="number" min={min} max={max} step={step} value={value} onInput={(e) => (value.value = Number(e.currentTarget.value))} />
      </label>
      <button type="submit" disabled={value.value < min || value.value > max}>
        OK
      </button>
      <small>
        (${min}–${max})
      </small>
    </form>
  );
}

function TileLays({ table, options, send }: { table: Table; options: Extract<LegalAction, { type: "lay_tile" }>[]; send: (a: Record<string, unknown>) => void }) {
  const hexes = [...new Set(options.map((o) => o.hex))];
  // The map highlights where a tile may go; a click there chooses the hex.
  useEffect(() => {
    table.layableHexes.value = hexes;
    return () => (table.layableHexes.value = []);
  }, [hexes.join()]);
  const hex = table.selectedHex;
  if (!options.length) return null;
  const here = options.filter((o) => o.hex === hex.value);
  return (
    <div class="tile-lays">
      <label>
        Lay a tile on{" "}
        <select value={hex.value && hexes.includes(hex.value) ? hex.value : ""} onChange={(e) => (hex.value = e.currentTarget.value || null)}>
          <option value="">choose a hex…</option>
          {hexes.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
      </label>
      {here.map((o) => (
        <div class="row" key={o.tile}>
          Tile #{o.tile.split("-")[0]}
          {o.cost ? ` ($${o.cost})` : ""}: rotation{" "}
          {o.rotations.map((r) => (
            <button key={r} onClick={() => send({ type: "lay_tile", hex: o.hex, tile: o.tile, rotation: r })}>
              {r}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

function RunRoutes({ table, game, corporation, send }: { table: Table; game: Game; corporation: Corporation; send: (a: Record<string, unknown>) => void }) {
  // The exact best routes, or a legal suggestion where the search does not know the title's trains.
  const best = suggestRoutes(game, corporation);
  // The routes are drawn on the map while the choice is open.
  useEffect(() => {
    table.routePreview.value = { corporation: corporation.sym, routes: best.routes as unknown as LogRoute[] };
    return () => (table.routePreview.value = null);
  }, [corporation.sym, best.revenue, best.routes.length]);
  return (
    <div class="routes">
      <p>
        {best.exact ? "Best routes" : "Suggested routes"}: <strong>${best.revenue}</strong>
        {best.treasury ? ` and $${best.treasury} for the treasury` : ""}
      </p>
      <ul>
        {best.routes.map((r) => (
          <li key={r.train}>
            {r.train.split("-")[0]}-train: {(r.hexes ?? []).join("–")}
          </li>
        ))}
      </ul>
      <button onClick={() => send({ type: "run_routes", routes: best.routes })}>Run these routes (${best.revenue})</button>
      {!best.routes.length && <small> (no route: the trains earn nothing)</small>}
    </div>
  );
}

function Dividend({ game, corporation, revenue, kinds, send }: { game: Game; corporation: Corporation; revenue: number; kinds: string[]; send: (a: Record<string, unknown>) => void }) {
  const perShare = revenue / 10;
  const round = game.data.payoutRounding === "down" ? Math.floor : Math.ceil;
  const payouts = game.players
    .map((p) => ({ name: p.name, amount: round((corporation.percentOf(p) / 10) * perShare) }))
    .filter((p) => p.amount > 0);
  return (
    <div class="dividend">
      <p>
        Revenue ${revenue}: ${perShare} per share{payouts.length ? ` — ${payouts.map((p) => `${p.name} $${p.amount}`).join(", ")}` : ""}
      </p>
      <button onClick={() => send({ type: "dividend", kind: "payout" })}>Pay out (share price rises)</button>
      {kinds.includes("half") && (
        <button onClick={() => send({ type: "dividend", kind: "half" })}>
          Pay half: ${Math.floor(revenue / 2)} to the treasury, the rest to the shareholders
        </button>
      )}
      <button onClick={() => send({ type: "dividend", kind: "withhold" })}>Withhold ${revenue} (share price falls)</button>
    </div>
  );
}

function TrainPurchase({ option, send }: { option: Extract<LegalAction, { type: "buy_train" }>; send: (a: Record<string, unknown>) => void }) {
  const name = option.train.split("-")[0];
  const exchange = option.exchange?.[0];
  if (option.min === option.max) {
    return (
      <button onClick={() => send({ type: "buy_train", train: option.train, price: option.min, ...(exchange ? { exchange } : {}) })}>
        Buy a {name}-train from {option.from === "depot" ? "the bank" : option.from} for ${option.min}
        {exchange ? ` trading in ${exchange}` : ""}
      </button>
    );
  }
  return (
    <Ranged label={`Buy ${option.train} from ${option.from} for`} min={option.min} max={option.max} onSubmit={(price) => send({ type: "buy_train", train: option.train, price })} />
  );
}
