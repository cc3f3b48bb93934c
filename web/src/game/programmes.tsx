// Programmed actions ("auto" on 18xx.games): a seated player sets a standing
// order that plays his stock round turns for him, or cancels it
// (shared/engine/programmes.ts). Shown during stock rounds, and whenever he has
// one running, for each player this browser sits for.
import { useSignal } from "@preact/signals";
import type { Player } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import { describeProgramme, sharesHeld } from "../../../shared/engine/programmes.ts";
import { entityRef, type Table } from "../table.ts";

export function Programmes({ table, game }: { table: Table; game: Game }) {
  const players = game.players.filter((p) => table.controls(p));
  if (game.finished || !players.length) return null;
  const shown = players.filter((p) => game.round.programmed || game.programmes.has(p));
  if (!shown.length) return null;
  return (
    <section class="programmes" aria-label="Programmed actions">
      {shown.map((p) => (
        <PlayerProgramme key={p.id} table={table} game={game} player={p} several={players.length > 1} />
      ))}
    </section>
  );
}

function PlayerProgramme({ table, game, player, several }: { table: Table; game: Game; player: Player; several: boolean }) {
  // The game changes in place, and this component keeps signals of its own: follow the table's version.
  table.version.value;
  const send = (action: Record<string, unknown>) => table.act({ ...action, ...entityRef(player) });
  const programme = game.programmes.get(player);
  const indefinite = useSignal(false);
  const unconditional = useSignal(false);
  // Corporations with a share for sale in the IPO or the market.
  const buyable = game.corporations.filter((c) => c.parPrice !== null && !c.closed && c.shares.some((s) => s.holder === "ipo" || s.holder === "pool"));
  const corporation = useSignal("");
  const source = useSignal<"ipo" | "market">("ipo");
  const until = useSignal("float");
  const thenPass = useSignal(false);
  const corp = buyable.find((c) => c.sym === corporation.value) ?? buyable[0];
  const held = corp ? Math.floor(sharesHeld(corp, player)) : 0;
  // The choice shown is the choice Set sends: once the railroad floats (or a share is bought) the choice made
  // may be gone from the list, and then the first one left stands, shown, instead of a blank box.
  const untilChoices = corp ? [...(corp.floated ? [] : ["float"]), ...[1, 2, 3, 4, 5, 6].map((n) => String(held + n))] : [];
  const untilChosen = untilChoices.includes(until.value) ? until.value : (untilChoices[0] ?? "float");
  return (
    <div class="programme" data-player={player.name}>
      <h3>Auto actions{several ? ` for ${player.name}` : ""}</h3>
      {programme ? (
        <p class="row" role="status">
          Active: <strong>{describeProgramme(game, programme)}</strong>{" "}
          <button onClick={() => send({ type: "program_disable", reason: "user" })}>Cancel</button>
        </p>
      ) : (
        <p class="hint">Others see your auto actions. They stop when another player does something that may concern you (sells, starts a company).</p>
      )}
      {game.round.programmed && (
        <>
          <div class="row">
            <button onClick={() => send({ type: "program_share_pass", unconditional: unconditional.value, indefinite: indefinite.value })}>Pass in this stock round</button>{" "}
            <label>
              <input type="checkbox" checked={indefinite.value} onChange={(e) => (indefinite.value = e.currentTarget.checked)} /> and in later ones
            </label>{" "}
            <label>
              <input type="checkbox" checked={unconditional.value} onChange={(e) => (unconditional.value = e.currentTarget.checked)} /> whatever others do
            </label>
          </div>
          {corp && (
            <div class="row">
              <label>
                Buy{" "}
                <select aria-label="Corporation to buy" value={corp.sym} onChange={(e) => (corporation.value = e.currentTarget.value)}>
                  {buyable.map((c) => (
                    <option key={c.sym} value={c.sym}>
                      {c.sym}
                    </option>
                  ))}
                </select>
              </label>{" "}
              <label>
                from{" "}
                <select aria-label="Buy from" value={source.value} onChange={(e) => (source.value = e.currentTarget.value as "ipo" | "market")}>
                  <option value="ipo">the IPO</option>
                  <option value="market">the market</option>
                </select>
              </label>{" "}
              <label>
                until{" "}
                <select aria-label="Buy until" value={untilChosen} onChange={(e) => (until.value = e.currentTarget.value)}>
                  {untilChoices.map((v) => (
                    <option key={v} value={v}>
                      {v === "float" ? "it floats" : `I hold ${v} share${Number(v) === 1 ? "" : "s"}`}
                    </option>
                  ))}
                </select>
              </label>{" "}
              <label>
                <input type="checkbox" checked={thenPass.value} onChange={(e) => (thenPass.value = e.currentTarget.checked)} /> then pass
              </label>{" "}
              <button
                onClick={() =>
                  send({
                    type: "program_buy_shares",
                    corporation: corp.sym,
                    until_condition: untilChosen === "float" ? "float" : Number(untilChosen),
                    from_market: source.value === "market",
                    auto_pass_after: thenPass.value,
                  })
                }
              >
                Set
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
