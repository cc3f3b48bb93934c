// The things that hold money and certificates: players, corporations,
// private companies, share certificates and the bank.
import type { CompanyAbility, CompanyDef, CorporationDef } from "./title.ts";
import type { Train } from "./trains.ts";

export class Bank {
  constructor(public cash: number) {}
  readonly kind = "bank";
}

export class Player {
  readonly kind = "player";
  cash = 0;
  readonly companies: Company[] = [];
  /** Set when the player went bankrupt (1830 C-2.4). */
  bankrupt = false;
  constructor(
    readonly id: string,
    readonly name: string,
  ) {}
}

/** Where a share certificate is: with a player, in the initial offering, in the bank
 *  pool, held back as an exchange certificate (CorporationDef.reservedShares), or out
 *  of the game (TitleData.smallTable). */
export type ShareHolder = Player | "ipo" | "pool" | "reserved" | "removed";

export class Share {
  holder: ShareHolder = "ipo";
  /** When the share reached its holder, counted per corporation (Corporation.shareMoves): each holder's certificates are ordered by it. */
  seq = 0;
  /** Exchanged this operating round for a minor that had already run: pays no dividend until the next ([merged minors]). */
  idleThisRound = false;
  constructor(
    readonly corporation: Corporation,
    /** 0 is the president's certificate; ids in logs are "B&O_3". */
    readonly index: number,
    /** Changed only when its corporation converts to more shares ([merger and conversion round]). */
    public percent: number,
    readonly president: boolean,
  ) {}

  get id(): string {
    return `${this.corporation.sym}_${this.index}`;
  }
}

export class Company {
  readonly kind = "company";
  owner: Player | Corporation | null = null;
  closed = false;
  /** Its once-only ability has been used (1830 CS, DH). */
  used = false;
  /** A station move was made but its extra tile lay passed up; the card still shows an unused lay. */
  extraLayLeft = false;
  /** [lay by a private] The lays its "extraTileLay" with `uses` has made. */
  laysMade = 0;
  /** [route bonus] The markers its "routeBonusMarker" has placed. */
  markersPlaced = 0;
  /** [inventor] The train names its "inventor" ability has paid for. */
  readonly paidFor: string[] = [];
  /** Its ability's station was not placed with its tile and may still be placed in a later turn ("teleport" stationLater). */
  stationLeft = false;
  /** The player who decides for it now instead of its owner (its seller, for its lay on its sale: "tileLayWhenSold"). */
  actingFor: Player | null = null;
  /** [hex bonus] (CompanyAbility "bonusHex"): the hex its bonus is on and the corporation it is given to, if any. */
  bonusHex: string | null = null;
  bonusTo: string | null = null;
  /** [hex bonus]: the operating round (its name) in which its bonus was last placed, and last given, by its owner. */
  bonusPlaced = "";
  bonusGiven = "";
  /** Its abilities; a title's setup may resolve random ones (a `randomShare` becomes a `share`). */
  abilities: CompanyAbility[];
  constructor(readonly def: CompanyDef) {
    this.abilities = [...(def.abilities ?? [])];
  }

  get sym(): string {
    return this.def.sym;
  }
}

export class Corporation {
  readonly kind = "corporation";
  cash = 0;
  /** Par price once a president's certificate was bought (1830 5.2). */
  parPrice: number | null = null;
  /** Its place among the corporations started at the same par value (TitleData.parSlots). */
  parSlot: number | undefined = undefined;
  floated = false;
  /** Has taken at least one operating turn (its home station is then placed). */
  operated = false;
  /** Has completed an operating turn (where shares may be sold only from then on, TitleData.sellAfterOperating). */
  completedTurn = false;
  /** Has taken its turn in the operating round under way. */
  operatedThisRound = false;
  readonly trains: Train[] = [];
  /** Trains made obsolete that run once more, in its next turn, before they are removed; they count
   *  for nothing else (1830 V-3.0 delayed obsolescence, TitleData.delayedObsolescence). */
  readonly obsoleteTrains: Train[] = [];
  /** Trains just received from a merged minor that put it over its train limit: it discards among these ([merged trains]). */
  readonly mergedTrains: Train[] = [];
  readonly companies: Company[] = [];
  /** Station tokens placed on the map, counted from the first (home) token. */
  tokensPlaced = 0;
  /** Which city of the home hex is kept for the home station; it follows upgrades (1830 7.3.1). */
  homeCity: number | undefined;
  /** The home hex: the charter's, or where a corporation without one put its home station (`homeAnywhere`). */
  home: string | undefined;
  /** Neutral station markers placed from its charter (CorporationDef.neutralTokens). */
  neutralPlaced = 0;
  /** Out of the game before it started: only a private's `parExchange` could start it, and that private can no longer be exchanged. */
  removed = false;
  /** Closed during the game (a minor folded into another corporation); out of play from then on. */
  closed = false;
  /** 1830 7.7: the bank's loan still to repay (the money under the president's certificate); a railroad with a
   *  loan is in receivership. */
  loan = 0;
  /** [loans] The loans it owes the bank (TitleData.loans, loans.ts): a standing debt that pays interest, not 1830 7.7's. */
  loans = 0;
  /** [cash crisis] The bankrupt player whose shares went to the market, leaving it without a president (cash-crisis.ts). */
  lastPresident: Player | null = null;
  /** The player who decides for it now, before it has a president: who put it up for auction places its home station (auctioned-starts.ts). */
  actingFor: Player | null = null;
  /** Licences it holds (TitleData.licences, 1830+ S-1.2 7.2): bought or brought by a private, never transferred. */
  readonly licences: string[] = [];
  /** 1830 7.7: who manages the railroad in receivership: its president, who does not change while the loan is owed (transferShares). */
  get manager(): Player | null {
    return this.loan > 0 ? this.president : null;
  }

  readonly shares: Share[];
  /** Moves of its certificates so far; the last moved is numbered this (Share.seq). A count of the game's own, so that a revived game (snapshot.ts) orders them alike. */
  shareMoves = 0;

  /** How actions name it: a minor its title keeps apart from the corporations (TitleData.minorsApart) is a
   *  "minor", as 18xx.games writes it and reads only that way. */
  readonly entityType: "corporation" | "minor";

  constructor(readonly def: CorporationDef, minorApart = false) {
    this.entityType = minorApart && def.minor ? "minor" : "corporation";
    this.homeCity = def.homeCity;
    this.home = def.home;
    // 1830 5.3: a president's certificate of 20% and eight of 10%, unless the charter says otherwise.
    const percents = def.shares ?? [20, 10, 10, 10, 10, 10, 10, 10, 10];
    this.shares = percents.map((percent, i) => new Share(this, i, percent, i === 0));
    const reserved = def.reservedShares ?? 0;
    this.shares.forEach((s, i) => {
      s.seq = i - this.shares.length;
      if (i >= this.shares.length - reserved) s.holder = "reserved";
    });
  }

  /** The percentage of its certificates that are exchange certificates at the start (CorporationDef.reservedShares). */
  get exchangePercent(): number {
    const reserved = this.def.reservedShares ?? 0;
    return this.shares.slice(this.shares.length - reserved).reduce((t, s) => t + s.percent, 0);
  }

  get sym(): string {
    return this.def.sym;
  }

  get president(): Player | null {
    const holder = this.shares[0]!.holder;
    return holder instanceof Player ? holder : null;
  }

  percentOf(holder: ShareHolder): number {
    let total = 0;
    for (const s of this.shares) if (s.holder === holder) total += s.percent;
    return total;
  }

  /** The holder's certificates of this corporation, in the order received. */
  sharesOf(holder: ShareHolder): Share[] {
    return this.shares.filter((s) => s.holder === holder).sort((a, b) => a.seq - b.seq);
  }

  /** Station markers gained beyond the charter's, not on the map, by cost (a corporation
   *  formed from minors gets theirs; stations taken back from a merged city). */
  readonly extraTokens: number[] = [];

  /** Cost of the next station token, or null when none is left. */
  nextTokenCost(): number | null {
    return this.def.tokens[this.tokensPlaced] ?? this.extraTokens[0] ?? null;
  }

  /** Records a station placed from the charter (the next marker, see nextTokenCost). */
  tokenPlaced(): void {
    if (this.tokensPlaced >= this.def.tokens.length) this.extraTokens.shift();
    this.tokensPlaced++;
  }

  /** Neutral station markers still on its charter. */
  get neutralLeft(): number {
    return (this.def.neutralTokens ?? 0) - this.neutralPlaced;
  }
}

export type Entity = Player | Corporation | Company;
