// Certificates as players know them from the box: the private companies'
// cards (face value, revenue, ability, and in the auction who bids what), and
// the charters of the corporations not yet started (home, stations, shares).
import { Corporation, Player } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import { chipStyle } from "../../../shared/board/chip.ts";

/** 1830 T-05: the private companies still open, each as its card, with the bids standing on it in the auction. */
export function PrivatesPanel({ game }: { game: Game }) {
  const open = game.companies.filter((c) => !c.closed && !c.def.closesWhenBought);
  if (!open.length) return null;
  const round = game.round;
  const auction = typeof round.bidsOn === "function";
  return (
    <section class="panel privates" aria-label="Private companies">
      <h2>Private companies</h2>
      <ul class="cards">
        {open.map((c) => {
          const bids = round.bidsOn?.(c) ?? [];
          const owner = c.owner instanceof Player ? c.owner.name : c.owner instanceof Corporation ? c.owner.sym : null;
          return (
            <li key={c.sym} class="card" data-company={c.sym} aria-label={`${c.def.name} (${c.sym})`}>
              <h3>
                {c.def.name} <span class="sym">({c.sym})</span>
              </h3>
              <dl>
                <dt>Face value</dt>
                <dd>{game.money(c.def.value)}</dd>
                <dt>Revenue</dt>
                <dd>{game.money(c.def.revenue)}</dd>
                <dt>Owner</dt>
                <dd>{owner ?? (auction ? "for sale" : "the bank")}</dd>
                <ComesWith game={game} company={c} />
              </dl>
              <p class="ability">{c.def.desc}</p>
              {bids.length > 0 && (
                <p class="bids" data-bids={c.sym}>
                  Bids: {bids.map((b) => `${b.player.name} ${game.money(b.price)}`).join(", ")}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The certificate a private brings its buyer, by the corporation's name: one drawn at setup (18Chesapeake's Cornelius Vanderbilt) is named only on the game's card. */
function ComesWith({ game, company }: { game: Game; company: Game["companies"][number] }) {
  const share = company.abilities.find((a) => a.type === "share");
  if (!share || company.owner) return null;
  const corp = game.corporations.find((c) => c.sym === share.corporation);
  return (
    <>
      <dt>Comes with</dt>
      <dd data-comes-with={share.corporation}>
        {share.president ? "the president's certificate" : `a ${share.percent}% share`} of {corp ? `${corp.def.name} (${corp.sym})` : share.corporation}
      </dd>
    </>
  );
}

/** The corporations no one has started yet, as their charters read: home, stations and their costs, certificates. */
export function ChartersPanel({ game }: { game: Game }) {
  const waiting = game.corporations.filter((c) => c.parPrice === null && !c.def.minor && !c.closed);
  if (!waiting.length) return null;
  return (
    <section class="panel charters" aria-label="Charters not yet started">
      <h2>Corporations not yet started</h2>
      <ul class="cards">
        {waiting.map((c) => (
          <li key={c.sym} class="card" data-charter={c.sym} aria-label={`${c.def.name} (${c.sym})`}>
            <h3>
              <span class="corp" style={chipStyle(c.def)}>
                {c.sym}
              </span>{" "}
              {c.def.name}
            </h3>
            <dl>
              <dt>Home</dt>
              <dd>{homeOf(game, c)}</dd>
              <dt>Stations</dt>
              <dd>{c.def.tokens.map((t) => (t ? game.money(t) : "home")).join(", ")}</dd>
              <dt>In the IPO</dt>
              <dd>{c.percentOf("ipo")}%</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home hex of a corporation, with the place's name as the map prints it. */
export function homeOf(game: Game, c: Corporation): string {
  const hexes = c.home ? [c.home] : (c.def.homeChoice ?? (c.def.home ? [c.def.home] : []));
  if (!hexes.length) return "—";
  return hexes.map((h) => (game.board.hexDef(h).location ? `${game.board.hexDef(h).location} (${h})` : h)).join(" or ");
}
