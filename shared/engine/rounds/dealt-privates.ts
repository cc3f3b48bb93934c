// 1830+ S-5.2 "Preparing For Play (1.0)": the private companies are shuffled and dealt, one to each
// player, who pays its face value; the players sit in ascending order of the price of the private
// they hold, the lowest first with the priority deal; the privates not dealt leave the game, or are
// sold afterwards (options a and b: TitleData.privatesDealt). The deal is made at setup
// (`dealPrivates`, from the game's seed, so that the game replays); this round then waits for the
// par of a president's certificate a dealt private brings (the BO's B&O, T-05).
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { grantCompanyShares, pendingParAction, setPendingPar } from "./companies.ts";

const RULE = "1830 S-5.2 1.0";

/**
 * Deals the privates (TitleData.privatesDealt). The shuffle is dealt to the players taken by id, as
 * the seats are (game.ts dealSeats), so a log exported with the players as they sat deals the same
 * privates again.
 */
export function dealPrivates(game: Game): void {
  const deck = game.rng.shuffle([...game.companies]);
  const byId = [...game.players].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  require(deck.length >= byId.length, `${RULE}: ${deck.length} private companies cannot be dealt to ${byId.length} players`);
  const dealt = new Map(byId.map((p, i) => [p, deck[i]!]));
  // "In ascending order based on the price of the private company held, the players then take their seats."
  game.players.sort((a, b) => dealt.get(a)!.def.value - dealt.get(b)!.def.value);
  game.priority = game.players[0]!;
  for (const player of game.players) {
    const company = dealt.get(player)!;
    game.log(`${player.name} is dealt ${company.def.name} and pays its face value of ${game.money(company.def.value)} (${RULE})`);
    game.pay(player, game.bank, company.def.value);
    company.owner = player;
    player.companies.push(company);
    // The CA's PRR share at once; the BO's B&O presidency once its par is set (DealtPrivates).
    grantCompanyShares(game, company, player);
  }
  game.log(`The players sit in ascending order of their privates' prices: ${game.players.map((p) => p.name).join(", ")}; ${game.priority.name} has the priority deal (${RULE})`);
  if (game.data.privatesDealt!.rest === "removed") {
    // "Remove the undealt private companies, if any, from the game": the CA's PRR share and the BO's B&O
    // presidency then stay in the bank, on sale as any other certificate.
    for (const company of deck.slice(byId.length)) {
      company.closed = true;
      game.log(`${company.def.name} is not dealt and leaves the game (${RULE})`);
    }
  }
}

/** The pars of the presidencies the dealt privates brought (the BO's B&O), before the first stock round or auction. */
export class DealtPrivates implements Round {
  readonly name = "Private Companies Dealt";
  finished = false;

  /** Who sets which par, in seating order. */
  private readonly pars: { player: Player; corporation: string }[];

  constructor(private readonly game: Game) {
    this.pars = game.players.flatMap((player) =>
      player.companies.flatMap((c) =>
        c.abilities.flatMap((a) => (a.type === "share" && a.president && game.corporation(a.corporation).parPrice === null ? [{ player, corporation: a.corporation }] : [])),
      ),
    );
  }

  /** Privates neither dealt nor removed, sold after the deal (S-5.2 options a and b). */
  static unsold(game: Game): boolean {
    return game.companies.some((c) => !c.owner && !c.closed);
  }

  activeEntity(): Entity | null {
    return this.finished ? null : (this.pars[0]?.player ?? null);
  }

  actionTypes(entity: Entity): GameActionType[] {
    return !this.finished && entity === this.pars[0]?.player ? ["par"] : [];
  }

  whyNot(entity: Entity): string {
    const next = this.pars[0];
    if (!next) return `${RULE}: the privates have been dealt; nothing is to be decided`;
    const name = entity instanceof Player ? entity.name : entity.sym;
    return `${RULE}: ${next.player.name} must set the par value of ${next.corporation}, which his private brought${entity === next.player ? "" : `, not ${name}`}`;
  }

  legalActions(entity: Entity): LegalAction[] {
    return this.actionTypes(entity).length ? [pendingParAction(this.game, this.pars[0]!.corporation)] : [];
  }

  process(action: GameAction, entity: Entity): void {
    if (action.type !== "par") throw new GameError(this.whyNot(entity));
    const par = action as ActionOf<"par">;
    setPendingPar(this.game, entity as Player, this.pars[0]!.corporation, par.share_price, par.corporation, RULE);
    this.pars.shift();
  }

  settle(): boolean {
    if (this.finished || this.pars.length) return false;
    this.finished = true;
    return true;
  }
}
