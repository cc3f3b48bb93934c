// A player that picks uniformly among the legal actions, with sensible draws
// for open amounts. Used by the property tests: whatever legalActions offers,
// process must accept.
import { entityRef } from "../../shared/bots/bot.ts";
import { Corporation, Player, type Entity } from "../../shared/engine/entities.ts";
import type { Game } from "../../shared/engine/game.ts";
import { WaterfallAuction } from "../../shared/engine/rounds/auction.ts";
import type { LegalAction } from "../../shared/engine/legal.ts";
import { SeededRandom } from "../../shared/engine/rng.ts";
import { sharesHeld } from "../../shared/engine/programmes.ts";
import { corporationBestRoutes } from "../../shared/engine/route-search.ts";

export { entityRef };

/**
 * How the player picks: `uniform`, every legal action alike; `builder`, still
 * at random but like a player who builds his companies - trains, track,
 * stations and purchases before passing, few sales, dividends often kept, and
 * every formation, fold-in and exchange accepted - so that games live long
 * enough to reach the late phases that uniform play, which soon ends in
 * bankruptcy, rarely sees.
 */
export type Policy = "uniform" | "builder";

const BUILDER_WEIGHTS: Partial<Record<LegalAction["type"], number>> = {
  buy_train: 12,
  lay_tile: 4,
  place_token: 3,
  par: 4,
  buy_shares: 4,
  buy_company: 2,
  sell_shares: 0.1,
};
/** The choices a builder prefers: forming, folding in, exchanging, converting. */
const BUILDER_CHOICES = new Set(["form", "fold_in", "Exchange", "convert"]);

/**
 * A private company sold between two players (1830 4.1): 18xx.games' engine reads it only as the
 * buyer's purchase on his own turn before any share (docs/rules-1830.md), so games meant for the
 * comparison with it leave these sales out.
 */
export const privateSaleBetweenPlayers = (legal: LegalAction, entity: Entity): boolean =>
  legal.type === "offer" && legal.company !== undefined && entity instanceof Player;

/**
 * In a waterfall auction (1830 C-2.2) the company sold first, and the face value a player keeps
 * for it: his bids on later companies leave him that much. Without it two random players can
 * commit all their cash to later companies, so that nobody can buy the first: they pass forever
 * (C-2.2.3 pays the privates' revenue each time) and the game never leaves the auction.
 */
function keptForFirstCompany(game: Game): { sym: string; value: number } | null {
  if (!(game.round instanceof WaterfallAuction)) return null;
  const first = game.companies.filter((c) => !c.owner && !c.closed).sort((a, b) => a.def.value - b.def.value)[0];
  return first ? { sym: first.sym, value: first.def.value } : null;
}

export class RandomPlayer {
  private readonly rng: SeededRandom;
  /**
   * `avoid`: legal actions this player never chooses. `programmes`: now and then a player sets,
   * changes or cancels a programme (shared/engine/programmes.ts); off, the same seed plays the
   * same game as before programmes existed.
   */
  constructor(
    seed: number,
    private readonly policy: Policy = "uniform",
    private readonly avoid: (legal: LegalAction, entity: Entity) => boolean = () => false,
    private readonly programmes = false,
  ) {
    this.rng = new SeededRandom(seed);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.rng.below(items.length)]!;
  }

  /** One of the items, each as likely as its weight (weights in tenths are enough). */
  private weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const tenths = items.map((i) => Math.max(0, Math.round(weight(i) * 10)));
    let at = this.rng.below(tenths.reduce((a, b) => a + b, 0) || 1);
    for (let i = 0; i < items.length; i++) if ((at -= tenths[i]!) < 0) return items[i]!;
    return this.pick(items);
  }

  /** A whole-dollar amount in [min, max], mostly near the minimum. */
  amount(min: number, max: number, step = 1): number {
    if (this.rng.below(3) > 0) return min;
    const steps = Math.floor((max - min) / step);
    return min + step * this.rng.below(steps + 1);
  }

  /** The next action, or null when nobody can act (`only`: the entities this player may act for, all by default). */
  choose(game: Game, only?: (entity: Entity) => boolean): Record<string, unknown> | null {
    const acting = only ? game.actingEntities().filter(only) : game.actingEntities();
    if (!acting.length) return null;
    if (this.programmes && this.rng.below(12) === 0) return this.programme(game);
    // Mostly the entity the game waits for; sometimes a private with an ability.
    const entity = acting.length > 1 && this.rng.below(10) === 0 ? this.pick(acting.slice(1)) : acting[0]!;
    const keep = keptForFirstCompany(game);
    const options = game
      .legalActions(entity)
      .filter((o) => !this.avoid(o, entity))
      .map((o) => (o.type === "bid" && keep && o.company !== keep.sym && !o.purchase ? { ...o, max: o.max - keep.value } : o))
      .filter((o) => o.type !== "bid" || o.max >= o.min);
    if (!options.length) return null;
    // A builder buys new trains from the bank rather than another company's old ones (or offers for them).
    // Few private sales between players: each private may go to each other player.
    const weight = (o: LegalAction) =>
      (o.type === "buy_train" && o.from !== "depot") || (o.type === "offer" && o.train !== undefined) ? 0.5 : o.type === "offer" ? 0.1 : (BUILDER_WEIGHTS[o.type] ?? 1);
    const legal = this.policy === "builder" ? this.weighted(options, weight) : this.pick(options);
    return { ...this.build(legal, game, entity), ...entityRef(entity) };
  }

  /** A programme for a player picked at random (any player may set one at any time): a share pass, share buys, or an end to his. */
  private programme(game: Game): Record<string, unknown> {
    const player = this.pick(game.players);
    const ref = entityRef(player);
    const kind = this.rng.below(10);
    if (kind === 0 && game.programmes.has(player)) return { type: "program_disable", ...ref, reason: "user" };
    const corporations = game.corporations.filter((c) => c.parPrice !== null && !c.closed && c.shares.some((s) => s.holder === "ipo" || s.holder === "pool"));
    if (kind < 5 || !corporations.length) {
      return { type: "program_share_pass", ...ref, unconditional: this.rng.below(3) === 0, indefinite: this.rng.below(4) === 0 };
    }
    const corp = this.pick(corporations);
    const fromMarket = corp.shares.some((s) => s.holder === "pool") && this.rng.below(3) === 0;
    const held = Math.floor(sharesHeld(corp, player));
    return {
      type: "program_buy_shares",
      ...ref,
      corporation: corp.sym,
      until_condition: !corp.floated && this.rng.below(2) === 0 ? "float" : held + 1 + this.rng.below(3),
      from_market: fromMarket,
      auto_pass_after: this.rng.below(2) === 0,
    };
  }

  private build(legal: LegalAction, game: Game, entity: Entity): Record<string, unknown> {
    switch (legal.type) {
      case "pass":
      case "bankrupt":
        return { type: legal.type };
      case "bid":
        return {
          type: "bid",
          ...(legal.company === undefined ? {} : { company: legal.company }),
          ...(legal.corporation === undefined ? {} : { corporation: legal.corporation }),
          price: this.amount(legal.min, legal.max, legal.step ?? 5),
        };
      case "take_loan":
      case "payoff_loan":
        return { type: legal.type, loan: legal.loan };
      case "convert":
        return { type: legal.type };
      case "merge":
      case "short":
        return { type: legal.type, corporation: legal.corporation };
      case "par": {
        const { sharePrice, slot } = this.pick(legal.prices);
        return { type: "par", corporation: legal.corporation, share_price: sharePrice, ...(slot !== undefined ? { slot } : {}) };
      }
      case "buy_shares":
        return { type: "buy_shares", shares: legal.shares, percent: legal.percent };
      case "sell_shares":
        return { type: "sell_shares", shares: legal.shares, percent: legal.percent };
      case "buy_company":
        return { type: "buy_company", company: legal.company, price: this.amount(legal.min, legal.max) };
      case "lay_tile":
        return { type: "lay_tile", hex: legal.hex, tile: legal.tile, rotation: this.pick(legal.rotations) };
      case "place_token":
        return { type: "place_token", city: legal.city, slot: legal.slot, ...(legal.tokenType ? { token_type: legal.tokenType } : {}) };
      case "remove_token":
        return { type: "remove_token", city: legal.city, slot: legal.slot };
      case "run_routes":
        // The rules require the best revenue (1830 7.4): run the routes the search finds
        // (a legal suggestion where the search is not exact for the title's trains).
        return { type: "run_routes", routes: corporationBestRoutes(game, entity as Corporation).routes };
      case "dividend":
        return { type: "dividend", kind: this.policy === "builder" ? this.weighted(legal.kinds, (k) => (k === "payout" ? 1 : 2)) : this.pick(legal.kinds) };
      case "buy_train":
        return {
          type: "buy_train",
          train: legal.train,
          // A builder pays another company what it can spare, not a token krone.
          price: this.policy === "builder" && legal.from !== "depot" ? legal.max : this.amount(legal.min, legal.max),
          ...(legal.exchange ? { exchange: this.pick(legal.exchange) } : {}),
          ...(legal.variant ? { variant: legal.variant } : {}),
        };
      case "discard_train":
        return { type: "discard_train", train: legal.train };
      case "scrap_train":
        return { type: "scrap_train", train: legal.train };
      case "assign":
        return { type: "assign", target: legal.target, target_type: legal.target_type };
      case "offer": {
        // A player selling his own private names the buyer; a corporation only buys.
        const selling = entity instanceof Player && legal.seller === entity.id;
        const what = legal.train !== undefined ? { train: legal.train } : { company: legal.company };
        const price = this.policy === "builder" && legal.train !== undefined ? legal.max : this.amount(legal.min, legal.max);
        return { type: "offer", ...what, price, ...(selling ? { to: Number(legal.buyer) } : {}) };
      }
      case "respond":
        return { type: "respond", ...(legal.train !== undefined ? { train: legal.train } : { company: legal.company }), accept: this.rng.below(2) === 0 };
      case "choose":
        return { type: "choose", choice: this.policy === "builder" ? this.weighted(legal.choices, (c) => (BUILDER_CHOICES.has(c) ? 9 : 1)) : this.pick(legal.choices) };
    }
  }
}
