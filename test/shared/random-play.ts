// A player that picks uniformly among the legal actions, with sensible draws
// for open amounts. Used by the property tests: whatever legalActions offers,
// process must accept.
import { Company, Corporation, Player, type Entity } from "../../shared/engine/entities.ts";
import type { Game } from "../../shared/engine/game.ts";
import type { LegalAction } from "../../shared/engine/legal.ts";
import { SeededRandom } from "../../shared/engine/rng.ts";
import { corporationBestRoutes } from "../../shared/engine/route-search.ts";

export function entityRef(entity: Entity): { entity: string | number; entity_type: string } {
  if (entity instanceof Player) return { entity: Number(entity.id), entity_type: "player" };
  if (entity instanceof Corporation) return { entity: entity.sym, entity_type: "corporation" };
  return { entity: (entity as Company).sym, entity_type: "company" };
}

export class RandomPlayer {
  private readonly rng: SeededRandom;
  constructor(seed: number) {
    this.rng = new SeededRandom(seed);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.rng.below(items.length)]!;
  }

  /** A whole-dollar amount in [min, max], mostly near the minimum. */
  amount(min: number, max: number, step = 1): number {
    if (this.rng.below(3) > 0) return min;
    const steps = Math.floor((max - min) / step);
    return min + step * this.rng.below(steps + 1);
  }

  /** The next action, or null when nobody can act. */
  choose(game: Game): Record<string, unknown> | null {
    const acting = game.actingEntities();
    if (!acting.length) return null;
    // Mostly the entity the game waits for; sometimes a private with an ability.
    const entity = acting.length > 1 && this.rng.below(10) === 0 ? this.pick(acting.slice(1)) : acting[0]!;
    const options = game.legalActions(entity);
    if (!options.length) return null;
    return { ...this.build(this.pick(options), game, entity), ...entityRef(entity) };
  }

  private build(legal: LegalAction, game: Game, entity: Entity): Record<string, unknown> {
    switch (legal.type) {
      case "pass":
      case "bankrupt":
        return { type: legal.type };
      case "bid":
        return { type: "bid", company: legal.company, price: this.amount(legal.min, legal.max, 5) };
      case "par":
        return { type: "par", corporation: legal.corporation, share_price: this.pick(legal.prices).sharePrice };
      case "buy_shares":
        return { type: "buy_shares", shares: legal.shares, percent: legal.percent };
      case "sell_shares":
        return { type: "sell_shares", shares: legal.shares, percent: legal.percent };
      case "buy_company":
        return { type: "buy_company", company: legal.company, price: this.amount(legal.min, legal.max) };
      case "lay_tile":
        return { type: "lay_tile", hex: legal.hex, tile: legal.tile, rotation: this.pick(legal.rotations) };
      case "place_token":
        return { type: "place_token", city: legal.city, ...(legal.tokenType ? { token_type: legal.tokenType } : {}) };
      case "remove_token":
        return { type: "remove_token", city: legal.city };
      case "run_routes":
        // The rules require the best revenue (1830 7.4): run the routes the search finds
        // (a legal suggestion where the search is not exact for the title's trains).
        return { type: "run_routes", routes: corporationBestRoutes(game, entity as Corporation).routes };
      case "dividend":
        return { type: "dividend", kind: this.pick(legal.kinds) };
      case "buy_train":
        return { type: "buy_train", train: legal.train, price: this.amount(legal.min, legal.max), ...(legal.exchange ? { exchange: this.pick(legal.exchange) } : {}) };
      case "discard_train":
        return { type: "discard_train", train: legal.train };
      case "scrap_train":
        return { type: "scrap_train", train: legal.train };
      case "choose":
        return { type: "choose", choice: this.pick(legal.choices) };
    }
  }
}
