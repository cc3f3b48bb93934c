// A corporation issuing and redeeming its own shares in its operating turn ([share issues],
// TitleData.shareIssues; 18xx.games' 1846): until its dividend, once a turn, it may issue
// certificates of its treasury (the initial offering) to the bank pool for the box left of its
// share value each, or redeem certificates from the pool for the box right of it each. It may
// issue no more than the players hold beyond the pool. Neither moves the share value.
import type { ActionOf } from "../../action.ts";
import { Player, type Corporation, type Share } from "../../entities.ts";
import { require } from "../../errors.ts";
import type { LegalAction } from "../../legal.ts";
import { moveCertificates } from "../../shares.ts";
import { TurnStep } from "./turn.ts";

export class ShareIssues extends TurnStep {
  /** Whether the rule applies to the operating corporation now: before its dividend, once a turn. */
  private open(corp: Corporation): boolean {
    const turn = this.turn;
    if (!this.game.data.shareIssues || !turn || turn.corporation !== corp || corp.def.minor) return false;
    if (turn.sharesIssued) return false;
    return this.op.beforeDividend();
  }

  /** The price of one share issued: the box left of the share value. */
  issuePrice(corp: Corporation): number {
    return this.game.market.priceBelow(corp.sym, 1)!;
  }

  /** The price of one share redeemed: the box right of the share value. */
  redeemPrice(corp: Corporation): number {
    const at = this.game.market.position(corp.sym)!;
    const right = this.game.market.cell({ row: at.row, col: at.col + 1 });
    return (right ?? this.game.market.cell(at)!).price;
  }

  /** How many of its treasury's certificates it may issue: no more than the players hold beyond the pool. */
  mostIssued(corp: Corporation): number {
    const players = corp.shares.filter((s) => s.holder instanceof Player).reduce((t, s) => t + s.percent, 0);
    const room = Math.floor((players - corp.percentOf("pool")) / 10);
    let treasury = 0;
    for (const s of corp.shares) if (s.holder === "ipo") treasury++;
    return Math.max(0, Math.min(room, treasury, (50 - corp.percentOf("pool")) / 10));
  }

  /** The most an issue could raise now (0 where it may not issue): part of its buying power, as 18xx.games counts it. */
  mostRaised(corp: Corporation): number {
    if (!this.open(corp)) return 0;
    return Math.max(0, this.issuePrice(corp)) * this.mostIssued(corp);
  }

  /**
   * What the corporation could pay for track or a train once it raised what it can (18xx.games' buying power, which its
   * steps wait on): its cash, what an issue could raise, and with TitleData.minorCashCounts the cash less $1 of each
   * player's minor with cash, which it could buy first, while it owns `trains` in the range given.
   */
  buyingPower(corp: Corporation, trains: [number, number]): number {
    let power = corp.cash + this.mostRaised(corp);
    if (this.game.data.minorCashCounts && corp.cash > 0 && corp.trains.length >= trains[0] && corp.trains.length <= trains[1] && !corp.def.buysNoCompanies) {
      for (const c of this.game.companies) {
        const minor = c.abilities.find((a) => a.type === "minor");
        if (!minor || c.closed || !(c.owner instanceof Player)) continue;
        const cash = this.game.corporation(minor.corporation).cash;
        if (cash > 0) power += cash - 1;
      }
    }
    return power;
  }

  /**
   * [emergency issue]: a corporation without a train that must buy one and cannot pay for the dearer form of the bank's
   * cheapest train may issue shares first, once a turn: n shares at the box n + 1 left of its value each (none that bring
   * nothing), its value moving n boxes left. Only as many as the purchase needs: the issues up to the first that pays for
   * the dearer form, where one pays for the cheaper; else only the largest (18xx.games' 1846, after the BGG errata).
   */
  emergencyIssues(corp: Corporation): LegalAction[] {
    const turn = this.turn;
    if (!this.game.data.shareIssues || !turn || turn.corporation !== corp || turn.emergencyIssued || corp.trains.length > 0 || corp.def.minor) return [];
    if (!this.op.trains.forced.mustBuyTrain()) return [];
    const next = this.op.trains.depotTrains()[0];
    if (!next) return [];
    const prices = [next.base.price, ...(next.base.variants ?? []).map((v) => v.price)];
    const [least, most] = [Math.min(...prices), Math.max(...prices)];
    if (corp.cash >= most) return [];
    const treasury = corp.sharesOf("ipo");
    const bundles: { n: number; price: number }[] = [];
    for (let n = 1; n <= this.mostIssued(corp); n++) {
      const price = n * this.game.market.priceBelow(corp.sym, n + 1)!;
      if (price > 0) bundles.push({ n, price });
    }
    bundles.sort((a, b) => a.price - b.price);
    const paying = bundles.filter((b) => corp.cash + b.price >= least);
    let chosen: { n: number; price: number }[];
    if (paying.length) {
      const enough = paying.findIndex((b) => corp.cash + b.price >= most);
      chosen = enough >= 0 ? paying.slice(0, enough + 1) : paying;
    } else {
      const biggest = bundles.reduce<{ n: number; price: number } | null>((a, b) => (!a || b.n > a.n ? b : a), null);
      chosen = biggest ? [biggest] : [];
    }
    return chosen.map((b) => ({ type: "sell_shares", corporation: corp.sym, shares: treasury.slice(0, b.n).map((s) => s.id), percent: b.n * 10, price: b.price, boxes: b.n }));
  }

  emergencyIssue(action: ActionOf<"sell_shares">, corp: Corporation): void {
    const offers = this.emergencyIssues(corp);
    const offer = offers.find((l) => l.type === "sell_shares" && l.shares.length === action.shares.length);
    require(offer && offer.type === "sell_shares", `${corp.sym} may issue ${this.emergencyIssues(corp).map((l) => (l.type === "sell_shares" ? l.shares.length : 0)).join(" or ") || "no"} shares to pay for its train`);
    const shares = this.certificates(corp, action.shares, "ipo", "issue");
    moveCertificates(shares, "pool");
    this.game.pay(this.game.bank, corp, offer.price);
    const before = this.game.market.price(corp.sym)!;
    this.game.market.moveDown(corp.sym, shares.length);
    this.game.log(`${corp.sym} issues ${shares.length} share${shares.length > 1 ? "s" : ""} to the bank pool and receives ${this.game.money(offer.price)}; its share price moves from ${this.game.money(before)} to ${this.game.money(this.game.market.price(corp.sym)!)}`);
    this.turn!.emergencyIssued = true;
    const smaller = offers[offers.indexOf(offer) - 1];
    this.turn!.emergencyIssueRaised = offer.price - (smaller?.type === "sell_shares" ? smaller.price! : 0);
  }

  /** Whether it may issue now (issues lists something), asked before each action: without listing them. */
  mayIssue(corp: Corporation): boolean {
    return this.open(corp) && this.issuePrice(corp) > 0 && this.mostIssued(corp) >= 1;
  }

  /** Whether it may redeem now (redemptions lists something), asked before each action: without listing them. */
  mayRedeem(corp: Corporation): boolean {
    return this.open(corp) && corp.shares.some((s) => s.holder === "pool") && this.redeemPrice(corp) <= corp.cash;
  }

  /** The issues it may make now: 1 to the most, each share at the issue price. */
  issues(corp: Corporation): LegalAction[] {
    if (!this.open(corp) || this.issuePrice(corp) <= 0) return [];
    const treasury = corp.sharesOf("ipo");
    const out: LegalAction[] = [];
    for (let n = 1; n <= this.mostIssued(corp); n++) {
      out.push({ type: "sell_shares", corporation: corp.sym, shares: treasury.slice(0, n).map((s) => s.id), percent: n * 10, price: n * this.issuePrice(corp), boxes: 0 });
    }
    return out;
  }

  /** The redemptions it may make now: 1 up to what the pool holds and it can pay for. */
  redemptions(corp: Corporation): LegalAction[] {
    if (!this.open(corp)) return [];
    const pool = corp.sharesOf("pool");
    const price = this.redeemPrice(corp);
    const out: LegalAction[] = [];
    for (let n = 1; n <= pool.length && n * price <= corp.cash; n++) {
      out.push({ type: "buy_shares", shares: pool.slice(0, n).map((s) => s.id), percent: n * 10, price: n * price, from: "pool" });
    }
    return out;
  }

  private certificates(corp: Corporation, ids: string[], holder: "ipo" | "pool", what: string): Share[] {
    const shares = ids.map((id) => corp.shares.find((s) => s.id === id));
    require(shares.every((s) => s !== undefined && s.holder === holder), `${corp.sym} can only ${what} its own certificates ${holder === "ipo" ? "in its treasury" : "in the bank pool"}`);
    return shares as Share[];
  }

  issue(action: ActionOf<"sell_shares">, corp: Corporation): void {
    require(this.open(corp), `${corp.sym} may issue or redeem shares once in its turn, before its dividend`);
    const shares = this.certificates(corp, action.shares, "ipo", "issue");
    require(shares.length <= this.mostIssued(corp), `${corp.sym} may issue at most ${this.mostIssued(corp)} shares: no more than the players hold beyond the bank pool`);
    const price = this.issuePrice(corp);
    require(price > 0, `${corp.sym}'s shares would bring nothing`);
    const amount = price * shares.length;
    moveCertificates(shares, "pool");
    this.game.pay(this.game.bank, corp, amount);
    this.game.log(`${corp.sym} issues ${shares.length} share${shares.length > 1 ? "s" : ""} to the bank pool and receives ${this.game.money(amount)}`);
    this.turn!.sharesIssued = true;
  }

  redeem(action: ActionOf<"buy_shares">, corp: Corporation): void {
    require(this.open(corp), `${corp.sym} may issue or redeem shares once in its turn, before its dividend`);
    const shares = this.certificates(corp, action.shares, "pool", "redeem");
    const amount = this.redeemPrice(corp) * shares.length;
    require(corp.cash >= amount, `${corp.sym} has ${this.game.money(corp.cash)}, not ${this.game.money(amount)}`);
    this.game.pay(corp, this.game.bank, amount);
    moveCertificates(shares, "ipo");
    this.game.log(`${corp.sym} redeems ${shares.length} share${shares.length > 1 ? "s" : ""} from the bank pool for ${this.game.money(amount)}`);
    this.turn!.sharesIssued = true;
  }
}
