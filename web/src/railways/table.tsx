// A Railways table: the tracks, the map, the hand, and what the player may do
// now, all from the engine's legal moves (shared/games/railways/legal.ts):
// choose an action, its target (on the map or in a list), then one of the
// distinct ways to pay for it with the cards in hand.
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { PLAY_ACTIONS } from "../../../shared/games/railways/actions.ts";
import { COLOUR_NAMES, type Colour } from "../../../shared/games/railways/board.ts";
import { COMPONENTS, TRACKING } from "../../../shared/games/railways/cards.ts";
import { RailwaysGame } from "../../../shared/games/railways/game.ts";
import { ICON_NAMES, type Icon, type IconRef } from "../../../shared/games/railways/icons.ts";
import { legalMoves, moveKey, whyNot, type Move, type PayOption } from "../../../shared/games/railways/legal.ts";
import type { Table } from "../table.ts";
import { RailwaysFinal } from "./final.tsx";
import { RailwaysMap } from "./map.tsx";
import "./railways.css";

export const ACTION_NAMES: Record<string, string> = {
  place_passenger: "Place a starting passenger",
  buy_link: "Buy a rail link",
  build_building: "Build a building",
  move_passenger: "Move a passenger",
  hire_railworker: "Hire a railworker",
  increase_capital: "Increase capital",
  decrease_pollution: "Decrease pollution",
  add_passenger: "Add a passenger",
  upgrade_link: "Upgrade a link",
  record_decade: "Record the decade",
};

/** The game page's table when its game is a Railways game (the page loads this module only for those). */
export function RailwaysPage({ table }: { table: Table }) {
  const game = table.played?.game;
  return game instanceof RailwaysGame ? <RailwaysTable table={table} game={game} /> : null;
}

export function RailwaysTable({ table, game }: { table: Table; game: RailwaysGame }) {
  // The game changes in place: follow the table's version (a signal), or this view would keep its first render.
  table.version.value;
  const choice = useSignal<string | null>(null);
  const cell = useSignal<string | null>(null);
  const target = useSignal<string | null>(null);
  const hoverPay = useSignal<IconRef[] | null>(null);
  /** The reason shown for a greyed action the player tapped (the engine's refusal). */
  const why = useSignal<string | null>(null);
  const mine = table.seats.value.includes(0);
  const playing = mine && !game.finished;
  const moves = playing ? legalMoves(game) : [];
  const s = game.state;
  const recordWhy = playing ? whyNot(game, "record_decade", s, moves) : null;

  // Whatever was chosen must still be legal (after an undo, a refusal, a new decade).
  const ofChoice = moves.filter((m) => m.action.type === (s.step === "setup" ? "place_passenger" : choice.value));
  const active = ofChoice.length ? choice.value : null;
  const chosen = ofChoice.find((m) => moveKey(m.action) === target.value) ?? (ofChoice.length === 1 && !hasTarget(ofChoice[0]!) ? ofChoice[0]! : null);

  const reset = () => {
    why.value = null;
    choice.value = null;
    cell.value = null;
    target.value = null;
    hoverPay.value = null;
  };
  const send = (move: Move, payment?: PayOption) => {
    const player = table.meta.value?.seats[0]?.playerId ?? "1";
    table.act({ ...move.action, ...(payment ? { pay: payment.pay } : {}), entity: /^\d+$/.test(player) ? Number(player) : player, entity_type: "player" });
    reset();
  };

  // Spaces the map offers for the current choice: buildings, or a link's railway spaces (tapped, the link is chosen).
  const targets = new Set<string>();
  const byCell = s.step === "setup" || ["build_building", "add_passenger", "move_passenger"].includes(active ?? "");
  if (byCell) for (const m of ofChoice) if (cellOf(m)) targets.add(cellOf(m)!);
  if (!byCell) for (const m of ofChoice) for (const c of linkCells(game, m)) targets.add(c);
  /** The moves at the space tapped: those from it, or those of the link through it. */
  const atCell = (c: string | null) => (c ? ofChoice.filter((m) => cellOf(m) === c || linkCells(game, m).includes(c)) : []);
  const here = atCell(cell.value);
  /** The chooser at the map, and the spaces chosen, brought on screen (a space near the screen's bottom opens it below). */
  const showHere = () =>
    requestAnimationFrame(() => {
      const boxes = [...document.querySelectorAll(".rw-here, .rw-selected")].map((e) => e.getBoundingClientRect());
      if (!boxes.length) return;
      const top = Math.min(...boxes.map((b) => b.top)) - 8;
      const bottom = Math.max(...boxes.map((b) => b.bottom)) + 8;
      if (top >= 0 && bottom <= innerHeight) return;
      scrollBy({ top: bottom - top <= innerHeight && top >= 0 ? bottom - innerHeight : top, behavior: "instant" });
    });
  const tap = (c: string) => {
    why.value = null;
    cell.value = c;
    const at = atCell(c);
    target.value = !byCell && at.length === 1 ? moveKey(at[0]!.action) : null;
    showHere();
  };
  /** A target picked in the list: shown where it is on the map, with its payments (on a phone the map is a screen above the list). */
  const pick = (key: string) => {
    target.value = key;
    const m = ofChoice.find((o) => moveKey(o.action) === key);
    const cells = m ? linkCells(game, m) : [];
    cell.value = (m && cellOf(m)) ?? cells[Math.floor((cells.length - 1) / 2)] ?? cell.value;
    showHere();
  };
  const selected = new Set<string>();
  if (cell.value) selected.add(cell.value);
  const link = (chosen?.action.link as string | undefined) ?? (chosen?.action.route as string[] | undefined)?.join("+");
  for (const id of link?.split("+") ?? []) for (const c of game.topo.link(id)?.cells ?? []) selected.add(c);

  return (
    <div class="rw" data-step={s.step}>
      <Tracks game={game} />
      <div class="rw-layout">
        <div class="rw-board">
          {playing && s.step === "setup" && (
            <p class="rw-setup-help" role="status">
              Place the starting passengers: one die on each card, on a building. Dice left: <strong>{s.toPlace.join(", ")}</strong>. Tap a building on a card
              without a die.
            </p>
          )}
          <RailwaysMap
            game={game}
            marks={{
              targets,
              selected,
              onCell: tap,
              here:
                cell.value && here.length > 0
                  ? {
                      cell: cell.value,
                      content: <Here game={game} cell={cell.value} moves={here} chosen={chosen} setup={s.step === "setup"} pick={pick} send={send} close={() => ((cell.value = null), (target.value = null))} hover={(p) => (hoverPay.value = p)} />,
                    }
                  : undefined,
            }}
          />
          <Hand game={game} highlight={hoverPay.value} />
        </div>
        <div class="rw-side">
          {game.finished ? (
            <RailwaysFinal table={table} game={game} />
          ) : !mine ? (
            <section class="panel">
              <p class="waiting" role="status">You are watching {game.player.name} play.</p>
            </section>
          ) : (
            <section class="panel actions rw-moves" aria-label="Your move">
              <h2>{s.step === "setup" ? "Setup" : `Decade ${s.decade} of ${COMPONENTS.decades}: ${s.done === 0 ? "first action" : s.done === 1 ? "second action" : "record the decade"}`}</h2>
              {s.step === "setup" ? (
                <Setup moves={ofChoice} cell={cell.value} send={send} left={s.toPlace} />
              ) : (
                <>
                  {/* A greyed action says why (the engine's refusal): on hover, and in words below once tapped. */}
                  <div class="rw-action-buttons">
                    {PLAY_ACTIONS.map((type) => {
                      const reason = whyNot(game, type, s, moves);
                      return (
                        <button
                          key={type}
                          data-action={type}
                          class={active === type ? "chosen" : reason ? "greyed" : ""}
                          aria-disabled={reason ? "true" : undefined}
                          title={reason ?? undefined}
                          onClick={() => {
                            reset();
                            if (reason) why.value = `${ACTION_NAMES[type]}: not now. ${reason}`;
                            else choice.value = type;
                          }}
                        >
                          {ACTION_NAMES[type]}
                        </button>
                      );
                    })}
                  </div>
                  {why.value && (
                    <p class="rw-why" role="status">
                      {why.value}
                    </p>
                  )}
                  {active && <Targets game={game} type={active} moves={ofChoice} cell={cell.value} chosen={chosen} pick={pick} />}
                  {chosen && chosen.payments.length > 0 && <Payments game={game} move={chosen} send={send} hover={(p) => (hoverPay.value = p)} />}
                  <p class="rw-record">
                    <button
                      data-action="record_decade"
                      class={`pass${recordWhy ? " greyed" : ""}`}
                      aria-disabled={recordWhy ? "true" : undefined}
                      title={recordWhy ?? undefined}
                      onClick={() => {
                        if (recordWhy) why.value = `Record the decade: not now. ${recordWhy}`;
                        else send(moves.find((m) => m.action.type === "record_decade")!);
                      }}
                    >
                      {s.decade === COMPONENTS.decades ? "Record the last decade (end of the game)" : `Record decade ${s.decade}`}
                    </button>
                    {active && (
                      <button class="pass" onClick={reset}>
                        Cancel
                      </button>
                    )}
                  </p>
                </>
              )}
              {(table.played?.undoable() ?? 0) > 0 && (
                <button class="undo" onClick={() => table.act({ type: "undo", entity: Number(game.player.id) || game.player.id, entity_type: "player" })}>
                  Undo
                </button>
              )}
            </section>
          )}
          <HowToPlay first={s.step === "setup"} />
          <Messages game={game} />
        </div>
      </div>
    </div>
  );
}

function hasTarget(move: Move): boolean {
  return Object.keys(move.action).some((k) => k !== "type");
}

/** The building space a move starts from or acts on. */
const cellOf = (m: Move) => (m.action.cell ?? m.action.from) as string | undefined;

/** The railway spaces of the link a move buys or upgrades. */
function linkCells(game: RailwaysGame, m: Move): string[] {
  const id = m.action.type === "buy_link" || m.action.type === "upgrade_link" ? (m.action.link as string) : null;
  return id ? (game.topo.link(id)?.cells ?? []) : [];
}

/** A link by its two ends, as the map shows them: each building's colour and the space it starts on. */
function linkEnds(game: RailwaysGame, id: string): string {
  const link = game.topo.link(id)!;
  const [a, b] = game.topo.endsOf(link);
  return `${COLOUR_NAMES[a.colour]} ${a.id} – ${COLOUR_NAMES[b.colour]} ${b.id}, ${link.length} railway space${link.length > 1 ? "s" : ""}`;
}

/** A space as the map shows it: its name on the edges, and what stands there. */
function spaceName(game: RailwaysGame, cell: string): string {
  const space = game.topo.space(cell);
  if (space.kind === "building") return `${cell}: ${COLOUR_NAMES[space.colour]}${game.state.dice[cell] ? `, ${game.state.dice[cell]} passenger${game.state.dice[cell]! > 1 ? "s" : ""}` : ""}`;
  const link = game.topo.linkThrough(cell);
  return link && link.ends[0] && link.ends[1] ? `${cell}: railway of the link ${linkEnds(game, link.id)}` : `${cell}: railway`;
}

/** A move's target in words (the lists and the chooser on the map say the same). */
function targetLabel(game: RailwaysGame, m: Move): string {
  const a = m.action;
  switch (a.type) {
    case "buy_link":
    case "upgrade_link":
      return linkEnds(game, String(a.link));
    case "build_building":
      return `Building die ${a.die} at ${a.cell} (${2 * Number(a.die)} capital)`;
    case "add_passenger":
      return `At ${a.cell} (${game.state.dice[String(a.cell)] ?? 0} now)`;
    case "move_passenger": {
      const route = a.route as string[];
      const { stops, capital } = game.routeOf(game.state, String(a.from), a.destination as Colour, route);
      const last = stops[stops.length - 1]!;
      const convert = a.convert ? `, ${a.convert} profit for ${TRACKING.leisure[Number(a.convert) - 1]} capital` : a.destination === "L" ? ", no conversion" : "";
      return `${a.from} → ${COLOUR_NAMES[last.colour]} ${last.id} via ${route.join(", ")}: ${stops.length} stop${stops.length > 1 ? "s" : ""}, +${capital} capital${convert}${BONUS[last.colour] ?? ""}`;
    }
    default:
      return moveKey(a);
  }
}

/**
 * What may be done at the space the player tapped, shown there on the map (issue #40: on a phone the lists stood a
 * screen further down, and nothing answered the tap): a starting passenger's die, a building's die, a trip from it,
 * the link through it; once one is chosen, the ways to pay for it.
 */
function Here(props: { game: RailwaysGame; cell: string; moves: Move[]; chosen: Move | null; setup: boolean; pick: (key: string) => void; send: (m: Move, p?: PayOption) => void; close: () => void; hover: (p: IconRef[] | null) => void }) {
  const { game, cell, moves, chosen, setup, pick, send, close, hover } = props;
  const mine = chosen && moves.includes(chosen) ? chosen : null;
  return (
    <>
      <button class="rw-here-close pass" aria-label="Close" onClick={close}>
        ×
      </button>
      <p class="rw-here-where">{spaceName(game, cell)}</p>
      {setup ? (
        <p>
          {moves.map((m) => (
            <button key={moveKey(m.action)} onClick={() => send(m)}>
              Place {String(m.action.value)}
            </button>
          ))}
        </p>
      ) : (
        (moves.length > 1 || !mine) && (
          <ul class="rw-targets">
            {moves.map((m) => (
              <li key={moveKey(m.action)}>
                <button class={m === mine ? "chosen" : ""} onClick={() => pick(moveKey(m.action))}>
                  {targetLabel(game, m)}
                </button>
              </li>
            ))}
          </ul>
        )
      )}
      {mine && moves.length === 1 && linkCells(game, mine).length === 0 && <p class="rw-here-what">{targetLabel(game, mine)}</p>}
      {mine && mine.payments.length > 0 && <Payments game={game} move={mine} send={send} hover={hover} />}
    </>
  );
}

function Tracks({ game }: { game: RailwaysGame }) {
  const s = game.state;
  const item = (name: string, value: string | number, extra = "") => (
    <div class="rw-track-item" data-track={name.toLowerCase().replaceAll(" ", "-")}>
      <span class="rw-track-name">{name}</span> <strong>{value}</strong>
      {extra && <span class="rw-track-extra">{extra}</span>}
    </div>
  );
  return (
    <section class="panel rw-tracks" aria-label="Tracks">
      {item("Decade", s.decade, ` of ${COMPONENTS.decades}`)}
      {item("Capital", s.capital, ` / ${TRACKING.capital.max}`)}
      {item("Profit", s.profit)}
      {item("Pollution", s.pollution, ` / ${TRACKING.pollution.max}`)}
      {item("Railworkers", s.railworkers, ` / ${TRACKING.railworkers.max}`)}
      {item("Link markers", s.cubes, " left")}
      {item("Building dice", s.buildingDice.join(" ") || "none")}
      {item("Passenger dice", s.spareDice, " above the map")}
      {item("Score", game.score(), " so far")}
    </section>
  );
}

function IconChip({ icon, used }: { icon: Icon; used?: boolean }) {
  const text = icon.kind === "money" ? `$${icon.value}` : { rail: "rail", ticket: "ticket", worker: "worker", pollution: "−pollution", passenger: "+passenger", upgrade: "upgrade", build: "build" }[icon.kind as string] ?? icon.kind;
  return (
    <span class={`rw-icon rw-icon-${icon.kind}${used ? " used" : ""}`} title={ICON_NAMES[icon.kind]}>
      {text}
    </span>
  );
}

function Hand({ game, highlight }: { game: RailwaysGame; highlight: IconRef[] | null }) {
  const s = game.state;
  const used = (card: number, slot: number, icon: number) => highlight?.some((r) => r.card === card && r.slot === slot && r.icon === icon) ?? false;
  return (
    <section class="panel rw-hand" aria-label="Your hand">
      <h2>
        Hand <span class="rw-deck">pool {s.pool.length} · discard {s.discard.length}</span>
      </h2>
      <div class="rw-cards">
        {s.hand.map((id) => (
          <div class="rw-handcard" key={id} data-card={id}>
            <div class="rw-handcard-name">
              {id} {game.card(id).name}
            </div>
            {game.actionSide(id).map((slot, si) => (
              <div class="rw-slot" key={si}>
                <span class="rw-slot-n">{si + 1}</span>
                {slot.map((icon, ii) => (
                  <IconChip key={ii} icon={icon} used={used(id, si + 1, ii + 1)} />
                ))}
              </div>
            ))}
          </div>
        ))}
        {s.hand.length === 0 && <p>No cards left this decade.</p>}
      </div>
    </section>
  );
}

function Setup({ moves, cell, send, left }: { moves: Move[]; cell: string | null; send: (m: Move) => void; left: number[] }) {
  const here = moves.filter((m) => m.action.cell === cell);
  return (
    <div class="rw-setup">
      <p>Dice left: <strong>{left.join(", ")}</strong>. Tap a building on a card without a die (the map says how).</p>
      {cell && here.length > 0 && (
        <p>
          At {cell}:{" "}
          {here.map((m) => (
            <button key={moveKey(m.action)} data-key={moveKey(m.action)} onClick={() => send(m)}>
              Place {String(m.action.value)}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}

function Targets(props: { game: RailwaysGame; type: string; moves: Move[]; cell: string | null; chosen: Move | null; pick: (key: string) => void }) {
  const { game, type, moves, cell, chosen, pick } = props;
  if (moves.length === 1 && !hasTarget(moves[0]!)) return null;
  const button = (m: Move, label: string) => {
    const key = moveKey(m.action);
    return (
      <li key={key}>
        <button data-key={key} class={chosen === m ? "chosen" : ""} onClick={() => pick(key)}>
          {label}
        </button>
      </li>
    );
  };
  if (type === "buy_link" || type === "upgrade_link") {
    return <ul class="rw-targets">{moves.map((m) => button(m, targetLabel(game, m)))}</ul>;
  }
  if (type === "build_building") {
    const here = moves.filter((m) => m.action.cell === cell);
    if (!cell || !here.length) return <p class="rw-hint">Tap an outlined space on the map to build there.</p>;
    return <ul class="rw-targets">{here.map((m) => button(m, targetLabel(game, m)))}</ul>;
  }
  if (type === "add_passenger") {
    return <ul class="rw-targets">{moves.map((m) => button(m, targetLabel(game, m)))}</ul>;
  }
  if (type === "move_passenger") {
    const shown = cell ? moves.filter((m) => m.action.from === cell) : moves;
    return (
      <>
        <p class="rw-hint">{cell ? `Passengers leaving ${cell}:` : "Tap a building with a passenger, or choose a trip:"}</p>
        <ul class="rw-targets">{shown.map((m) => button(m, targetLabel(game, m)))}</ul>
      </>
    );
  }
  return null;
}

function Payments({ game, move, send, hover }: { game: RailwaysGame; move: Move; send: (m: Move, p: PayOption) => void; hover: (p: IconRef[] | null) => void }) {
  return (
    <div class="rw-payments">
      <h3>Pay with</h3>
      <ul>
        {move.payments.map((p, i) => (
          <li key={i}>
            <button data-pay={i} onClick={() => send(move, p)} onMouseEnter={() => hover(p.pay)} onMouseLeave={() => hover(null)} onFocus={() => hover(p.pay)}>
              {p.pay.map((r, j) => (
                <IconChip key={j} icon={game.actionSide(r.card)[r.slot - 1]![r.icon - 1]!} />
              ))}{" "}
              card{p.cards.length > 1 ? "s" : ""} {p.cards.join(" + ")}
              {p.pollution ? ` · +${p.pollution} pollution from the cards` : " · no pollution from the cards"}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Our own summary of the rule book (../shared/rules/railways-rules.txt), open while a new game is set up. */
function HowToPlay({ first }: { first: boolean }) {
  const open = useSignal(first);
  const { capital, pollution, railworkers, commerceCapital, profitPerLink } = TRACKING;
  return (
    <details class="panel rw-help" open={open.value} onToggle={(e) => (open.value = e.currentTarget.open)}>
      <summary>How to play</summary>
      <p>
        Twelve decades (120 years) to build a railway network. The score at the end: profit, +{profitPerLink} for each rail link with a marker, minus
        pollution.
      </p>
      <ul>
        <li>Setup: four cards make the map. Put the four passenger dice (two 1s, two 2s) on buildings, one die on each card.</li>
        <li>Each decade: one or two actions, then record the decade: the hand is refilled to three cards (the discard is shuffled when the pool runs out).</li>
        <li>
          An action is paid with icons of the cards in your hand; every card used goes to the discard. Icons from two slots of one card add 1 pollution
          (three slots: 2). Two Destination icons of any colour may stand in for a missing one.
        </li>
      </ul>
      <p>The eight actions:</p>
      <ul>
        <li>Buy a rail link: as many rail icons as its length and a Destination of one end's colour; it costs a railworker and a link marker.</li>
        <li>
          Move a passenger: a ticket and a Destination colour. It rides marked links to the first building of that colour: +1 profit per building
          reached, then the bonus (Commerce +{commerceCapital} capital and +1 pollution; Industry +1 railworker and +1 pollution; Residence −1
          pollution; Leisure turns capital into profit), then +1 capital per railway space, double on upgraded links.
        </li>
        <li>Build a building: a build icon and 2 capital per passenger on the Building die; it takes the colour of the building beside it, or is Residential alone; it may not join two colours.</li>
        <li>Upgrade a link (an upgrade icon and a Destination of one end), add a passenger, hire a railworker, increase capital (money icons), decrease pollution.</li>
      </ul>
      <p>
        Limits: capital {capital.max}, pollution {pollution.min} to {pollution.max}, railworkers {railworkers.max}. A greyed action says why when you tap it.
        The full rules are the Railways rule book (Alban Viard, AV Studio Games); where it is silent, this site's choices are in its docs, rules-railways.md.
      </p>
    </details>
  );
}

/** What a trip's destination adds besides its stops and railway spaces (Move a Passenger, 2.): its pollution shown before it is paid. */
const BONUS: Partial<Record<Colour, string>> = {
  C: `; Commerce bonus: +${TRACKING.commerceCapital} capital, +1 pollution`,
  I: "; Industry bonus: +1 railworker, +1 pollution",
  R: "; Residence bonus: −1 pollution",
};

/** The game's log, newest last as every title's (LogPanel), kept scrolled to the newest. */
function Messages({ game }: { game: RailwaysGame }) {
  const list = useRef<HTMLOListElement>(null);
  const lines = game.messages;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel log rw-log" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={list} tabIndex={0} aria-label="Log lines">
        {lines.map((m, i) => (
          <li key={`${m.n}-${i}`}>{m.text}</li>
        ))}
      </ol>
    </section>
  );
}
