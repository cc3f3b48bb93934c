// Programmed actions, as 18xx.games has them: a player's standing instruction
// that the game carries out for him when his turn comes, so that a game
// played over days does not wait on moves decided in advance.
//
// - `program_share_pass`: pass in this stock round (`indefinite`: in every one);
//   unless `unconditional`, it ends when another player does something that may
//   concern him (sells, starts a corporation, buys into his unsecured one).
// - `program_buy_shares`: buy one share a turn of a corporation, from the IPO or
//   the market, until it has floated or he holds a number of shares; then it
//   ends (and, with `auto_pass_after`, turns into a share pass).
// - `program_disable`: ends it (the player cancels, or the programme ends itself).
//
// A player has one programme at a time: a new one replaces it. Programmes are
// kept across rounds while the next round is a stock round (a share pass set
// `indefinite`: always). 18xx.games offers no other programme for 1830, 1882 or
// 1837 (its auction programme, `program_auction_bid`, is offered for other titles).
//
// What a programme does is what 18xx.games' server writes: after each action,
// while the player the round waits for has a programme that acts, its actions
// are applied and written, in order, in that action's `auto_actions`
// (LogSession.play); a replay applies them from the log, so a log replays the
// same here and there.
import { GameError } from "./errors.ts";
import { Player, type Corporation, type Share } from "./entities.ts";
import type { ActionOf } from "./action.ts";
import type { Game } from "./game.ts";

/** A player's programme: the action that set it, and when (its place among the game's actions). */
export type Programme = (ActionOf<"program_share_pass"> | ActionOf<"program_buy_shares"> | ActionOf<"program_merger_pass">) & { readonly at: number };

/** An action a programme makes, in the log's shape (the player named as his programme names him). */
export type ProgrammedAction = Record<string, unknown> & { type: "pass" | "buy_shares" | "program_disable" | "program_share_pass" };

/** What one player did in the stock round, as a programme of another player looks at it. */
export interface TrackedMove {
  readonly type: "par" | "buy" | "sell" | "short" | "redeem" | "loan";
  /** Its place among the game's actions (Game.actions.length once applied). */
  readonly at: number;
}

/** Notes a player's purchase, sale or start of a corporation (at the game's action count `at`) for the other players' programmes. */
export function trackMove(moves: Map<Player, Map<Corporation, TrackedMove[]>>, player: Player, corp: Corporation, type: TrackedMove["type"], at: number): void {
  let byCorporation = moves.get(player);
  if (!byCorporation) moves.set(player, (byCorporation = new Map()));
  let made = byCorporation.get(corp);
  if (!made) byCorporation.set(corp, (made = []));
  made.push({ type, at });
}

/** What a stock round tells a share programme (the round's rules stay the round's). */
export interface ShareProgrammeHost {
  readonly game: Game;
  /** Whether the player on turn may pass now (not while he must sell, 1830 5.3). */
  mayPass(player: Player): boolean;
  /** Whether he may buy a share now at all. */
  mayBuyShares(player: Player): boolean;
  /** Why he may not buy this certificate now, or null. */
  whyNotBuy(player: Player, share: Share): string | null;
  /** 1830 5.3: over a limit, he must sell first. */
  mustSell(player: Player): boolean;
  /** He has bought a certificate or a private in this turn. */
  boughtThisTurn(): boolean;
  /** Whether a holder of this corporation could sell it now, as far as the round's timing goes (1830 6.1). */
  saleTimingAllows(corp: Corporation): boolean;
  /** Each player's moves since the start of his latest turn in this round, by corporation, players in the order they first had a turn. */
  readonly moves: ReadonlyMap<Player, ReadonlyMap<Corporation, readonly TrackedMove[]>>;
  /** A president holding this much of his corporation is safe from another's buying (SECURE_PERCENT unless said). */
  readonly securePercent?: number;
}

/** Sets, replaces or ends a player's programme (a `program_*` action, which any player may send at any time). */
export function applyProgrammeAction(game: Game, action: ActionOf<"program_share_pass" | "program_buy_shares" | "program_merger_pass" | "program_disable">): void {
  if (action.entity_type !== "player") throw new GameError("a programme is a player's: only a player sets or cancels one");
  const player = game.player(action.entity);
  if (action.type === "program_disable") {
    const programme = game.programmes.get(player);
    if (!programme) return;
    game.programmes.delete(player);
    const reason = typeof action.reason === "string" ? action.reason : "unknown reason";
    game.log(`${player.name}'s programme "${describeProgramme(game, programme)}" ends: ${reason === "user" ? "cancelled" : reason}`);
    return;
  }
  if (action.type === "program_buy_shares") {
    const corp = game.corporation(action.corporation);
    if (corp.removed || corp.closed) throw new GameError(`${corp.sym} is out of the game: no shares of it can be bought`);
  }
  // One programme at a time (18xx.games: ALLOW_MULTIPLE_PROGRAMS is off for these titles): the new one replaces it.
  const programme = { ...action, at: game.actions.length } as Programme;
  game.programmes.set(player, programme);
  game.log(`${player.name} sets a programme: ${describeProgramme(game, programme)}`);
}

/**
 * Drops the programmes that end as the new round starts, as 18xx.games ends them at each change of round: a merger
 * pass in a round that is neither a merger nor an acquisition round (Round.merger), a share programme in a round that
 * is no stock round (but an indefinite share pass).
 */
export function dropProgrammesAtRoundChange(game: Game): void {
  const merger = game.round.merger === true;
  const stock = !merger && game.round.programmed !== undefined;
  for (const [player, programme] of game.programmes) {
    if (programme.type === "program_merger_pass" ? merger : stock || (programme.type === "program_share_pass" && programme.indefinite)) continue;
    game.programmes.delete(player);
    game.log(`${player.name}'s programme "${describeProgramme(game, programme)}" ends with the ${programme.type === "program_merger_pass" ? "merger and acquisition rounds" : "stock round"}`);
  }
}

/** The actions programmes make now: the programme of the player the round waits for, where the round carries programmes out. */
export function programmedActions(game: Game): ProgrammedAction[] {
  if (game.finished) return [];
  const active = game.round.activeEntity();
  // A corporation's decision is its president's: his programme may make it (a merger pass).
  const player = active instanceof Player ? active : active && "president" in active ? active.president : null;
  if (!player) return [];
  const programme = game.programmes.get(player);
  if (!programme || !game.round.programmed) return [];
  return game.round.programmed(player, programme);
}

/** A programme in words ("Pass in Stock Round", "Buy NYC from IPO until floated"). */
export function describeProgramme(game: Game, programme: Programme): string {
  if (programme.type === "program_merger_pass") {
    const rounds = Object.entries(programme.corporations_by_round).map(([round, corps]) => `${round}: ${corps.join(", ")}`);
    return `Pass in the merger and acquisition rounds (${rounds.join("; ")})${programme.options?.includes("disable_others") ? ", until another corporation acts" : ""}`;
  }
  if (programme.type === "program_share_pass") {
    return `Pass in Stock Round${programme.unconditional ? ", unconditionally" : ""}${programme.indefinite ? ", indefinitely" : ""}`;
  }
  const until = programme.until_condition === "float" ? "floated" : `${programme.until_condition} shares`;
  return `Buy ${programme.corporation} from ${programme.from_market ? "market" : "IPO"} until ${until}${programme.auto_pass_after ? ", then auto pass" : ""}`;
}

/**
 * What a merger pass does now: the pass for `corp`, the corporation whose decision its president is asked, when the
 * programme lists it for this round (`round`: "MR" or "AR"); with "disable_others", it ends instead once another
 * corporation has acted in the round (`othersActed`) since it was set.
 */
export function mergerPassActions(game: Game, programme: Programme, round: "MR" | "AR", corp: Corporation, entity: { entity: string | number; entity_type: string }, othersActed: boolean): ProgrammedAction[] {
  if (programme.type !== "program_merger_pass") return [];
  const ref = { entity: programme.entity, entity_type: "player" };
  if (othersActed && programme.options?.includes("disable_others") && programme.at !== game.actions.length - 1) {
    return [{ type: "program_disable", ...ref, reason: "Other players have acted and requested to stop" }];
  }
  if (!programme.corporations_by_round[round]?.includes(corp.sym)) return [];
  return [{ type: "pass", ...entity }];
}

/** The shares of a corporation a holder has, counted in its ordinary shares (a 20% president's certificate is two). */
export function sharesHeld(corp: Corporation, player: Player): number {
  const unit = corp.shares[1]?.percent ?? corp.shares[0]!.percent / 2;
  return corp.percentOf(player) / unit;
}

// ---- share programmes in a stock round ----------------------------------------

/** 18xx.games' own figure: a corporation whose president holds this much is safe from takeover. */
const SECURE_PERCENT = 50;

/** What a share programme does for the player on turn now (an empty list: nothing, for now). */
export function shareProgrammeActions(host: ShareProgrammeHost, player: Player, programme: Programme): ProgrammedAction[] {
  const ref = { entity: programme.entity, entity_type: "player" };
  const disable = (reason: string): ProgrammedAction => ({ type: "program_disable", ...ref, reason });
  // A merger pass does nothing in a stock round.
  if (programme.type === "program_merger_pass") return [];
  if (programme.type === "program_share_pass") {
    if (!host.mayPass(player)) return [];
    const reason = programme.unconditional ? null : whyStop(host, player, programme, null);
    return [reason ? disable(reason) : { type: "pass", ...ref }];
  }
  const corp = host.game.corporation(programme.corporation);
  const target = programme.until_condition;
  const met =
    target === "float"
      ? corp.floated && `${corp.sym} is floated`
      : sharesHeld(corp, player) >= target && `${target} share(s) bought in ${corp.sym}, end condition met`;
  if (met) {
    const then: ProgrammedAction[] = programme.auto_pass_after ? [{ type: "program_share_pass", ...ref, unconditional: false, indefinite: false }] : [];
    return [disable(met), ...then];
  }
  if (host.mayBuyShares(player)) {
    const source = programme.from_market ? "market" : "IPO";
    const holder = programme.from_market ? "pool" : "ipo";
    // The holder's certificates in the order they reached it (Share.seq): the first of them is bought.
    const buyable = corp.shares
      .filter((s) => s.holder === holder && host.whyNotBuy(player, s) === null)
      .sort((a, b) => a.seq - b.seq || a.index - b.index);
    if (!buyable.length) return [disable(`Cannot buy ${corp.sym} from ${source}`)];
    if (new Set(buyable.map((s) => s.percent)).size > 1) return [disable(`Shares of different sizes exist, cannot auto buy ${corp.sym} from ${source}`)];
    const share = buyable[0]!;
    const reason = whyStop(host, player, programme, share);
    return [reason ? disable(reason) : { type: "buy_shares", ...ref, shares: [share.id], percent: share.percent }];
  }
  if (host.boughtThisTurn() && host.mayPass(player)) {
    // Just floated: he may want to sell at once, so his turn stays open.
    if (target === "float" && corp.floated) return [];
    return [{ type: "pass", ...ref }];
  }
  return [];
}

/**
 * Why a programme should stop before it acts (18xx.games' reasons, in its words), or null: the
 * player must sell; or another player, since the programme was set, sold shares, started a
 * corporation (when it concerns him: he passes, or could sell it), or bought into a corporation he
 * presides over and holds too little of to be safe.
 */
function whyStop(host: ShareProgrammeHost, player: Player, programme: Programme, buying: Share | null): string | null {
  if (host.mustSell(player)) return `${player.name} must sell shares`;
  for (const [other, byCorporation] of host.moves) {
    if (other === player) continue;
    for (const [corp, moves] of byCorporation) {
      for (const move of moves) {
        if (move.at <= programme.at) continue;
        const reason = concern(host, player, other, move, corp, buying);
        if (reason) return reason;
      }
    }
  }
  return null;
}

function concern(host: ShareProgrammeHost, player: Player, other: Player, move: TrackedMove, corp: Corporation, buying: Share | null): string | null {
  switch (move.type) {
    case "sell":
      return "Shares were sold";
    case "short":
      return "Short bought";
    case "redeem":
      return `${corp.sym} redeemed a share.`;
    case "loan":
      return `${corp.sym} took a loan`;
    case "par":
      return !buying || host.saleTimingAllows(corp) ? `Corporation ${corp.sym} parred` : null;
    case "buy": {
      if (corp.president !== player) return null;
      const held = corp.percentOf(player);
      if (held >= (host.securePercent ?? SECURE_PERCENT)) return null;
      if (buying?.corporation !== corp) return `${other.name} bought on corporation ${corp.sym} and is unsecure`;
      const after = held + buying.percent;
      if (after > (host.securePercent ?? SECURE_PERCENT)) return null;
      // A certificate larger than the one he buys, not his, could give the other buyer the presidency.
      const larger = corp.shares.filter((s) => s.percent > buying.percent && s.holder !== player).sort((a, b) => b.percent - a.percent)[0];
      if (larger && after < corp.percentOf(other) + larger.percent) return `${other.name} has bought, shares exist that could allow them to gain presidency`;
      return null;
    }
  }
}
