// An operating corporation's turn (1830 7.1): the steps it goes through in
// order, and what the steps share while it lasts. Each step is a module of
// its own beside this one (operating/*.ts); the round (../operating.ts)
// sequences them for each corporation in turn.
import type { GameActionType } from "../../action.ts";
import type { Company, Corporation, Player } from "../../entities.ts";
import type { Game } from "../../game.ts";
import type { Train } from "../../trains.ts";
import type { OperatingRound } from "../operating.ts";
import type { LaysMade } from "../track.ts";
/** The steps of a corporation's turn that wait for a decision, in order (1830 7.1). */
export const STEPS = ["track", "token", "routes", "dividend", "trains", "companies", "loans"] as const;
export type StepName = (typeof STEPS)[number];

export const STEP_TEXT: Record<StepName, string> = {
  track: "lay/upgrade track",
  token: "place a token",
  routes: "run routes",
  dividend: "pay or withhold dividends",
  trains: "buy trains",
  companies: "buy companies",
  loans: "pay interest, repay or take loans",
};

export interface Turn {
  corporation: Corporation;
  step: number;
  laidTile: boolean;
  tokened: boolean;
  revenue: number;
  /** What the routes earn for the treasury alone (a mine's value, RouteHooks.treasury), paid with the dividend. */
  treasuryRevenue: number;
  /** Track segments used by this turn's routes (no reuse between routes, 7.4). */
  ran: boolean;
  /** The DH's token placement is pending after its tile lay (1830 DH). */
  teleport: Company | null;
  /** A private just sold to the corporation whose seller may now lay its tile ("tileLayWhenSold"), or null. */
  soldLay: Company | null;
  /** The price of one share of the president's latest sale this turn to raise money for a forced train purchase. */
  emergencySharePrice: number | null;
  /** The corporations whose shares the president has sold this turn for a forced train purchase (TitleData.salesInBlocks: each once). */
  soldForTrain: Corporation[];
  /** The companies whose presidency the president's sales for the train moved (TitleData.emergencySellerKeepsPresidency). */
  presidenciesMoved?: Corporation[];
  /** Stations lifted by a tile lay that their owners now place again on the hex (1830 E11). */
  lifted: { corporation: string; hex: string; byOwner?: boolean }[];
  /** It has issued shares to pay for a train this turn ([emergency issue]: once a turn). */
  emergencyIssued?: boolean;
  /** What that issue raised beyond the next smaller issue it could have made (all of it, for the smallest). */
  emergencyIssueRaised?: number;
  /** It has issued or redeemed shares this turn ([share issues]: once a turn). */
  sharesIssued?: boolean;
  /** The tile lays made so far (TitleData.tileLays). */
  lays: LaysMade;
  /** A train was surrendered (TitleData.trainSurrender): one must be bought in its place. */
  mustReplace: boolean;
  /** Obsolete trains having their last run in this turn, removed when it ends (1830 V-3.0 delayed obsolescence). */
  lastRuns: Train[];
  /** A station move under way ("moveStation"): the moved station is to be placed, then the extra lay. */
  move: { company: Company; state: "place" | "lay"; hex: string | null } | null;
  /** A private laying several tiles together ("extraTileLay" with a count): the lays it has left, made before anything else. */
  together: { company: Company; left: number; hexes: string[] } | null;
}

/**
 * A purchase the operating corporation proposed, waiting for the seller's answer (1830 4.1, 7.6):
 * another president's corporation's train, or the private of a player other than its own president.
 */
export interface Offer {
  train: Train | null;
  company: Company | null;
  price: number;
  /** Who answers: the corporation selling its train (its president), or the private's owner. */
  seller: Corporation | Player;
}

/**
 * A step of the turn: the actions the operating corporation may take at it
 * (none: the step has nothing to do and is skipped), and what skipping it does.
 */
export interface OperatingStep {
  /** What the operating corporation may do at this step; empty means the step is skipped. */
  actions(corp: Corporation): GameActionType[];
  /** Skips the step, with what that does (an automatic dividend, a log line); returns false to leave it to the round. */
  skip?(corp: Corporation): boolean;
}

/** What every step reads: the game, and the round's turn under way and the step it is at. */
export abstract class TurnStep {
  protected readonly game: Game;

  constructor(protected readonly op: OperatingRound) {
    this.game = op.game;
  }

  protected get turn(): Turn | null {
    return this.op.turn;
  }

  protected get step(): StepName | null {
    return this.op.step;
  }
}
