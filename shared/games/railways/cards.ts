// Our own Railways cards, in the format of docs/railways-cards.md: the
// published card faces are not available to us, so these eight Map/Action
// cards and the Tracking card are authored here. Another set (the published
// one) can be typed into the same format and passed to the game instead.
//
// A map side is 4 rows of 5 spaces:
//   R L C I      a building (Residential, Leisure, Commercial, Industrial)
//   .            land
//   ─ │ ┌ ┐ └ ┘  a railway space, drawn as the track it shows: the track
//                leaves the space by the two sides the character touches
// An action side is 4 slots, each one or two icons separated by a space:
//   rail  R L C I (destinations)  ticket  worker  $N (money worth N)
//   pollution (decrease pollution)  passenger  upgrade  build

export interface CardData {
  /** 1 to 8. */
  id: number;
  name: string;
  /** The map side: 4 strings of 5 spaces, top row first. */
  map: readonly string[];
  /** The action side: 4 slots, top to bottom. */
  actions: readonly string[];
}

/** The Tracking card: the tracks' bounds and starting spaces, and what the rule book prints on it. */
export const TRACKING = {
  /** Setup: "1 cube is used as a marker to track Capital (1)"; the track ends at 20 (Move a Passenger). */
  capital: { min: 0, max: 20, start: 1 },
  /** Unlimited in play (Move a Passenger, note); the printed track ends at 50. */
  profit: { min: 0, printed: 50, start: 0 },
  /** Pollution starts at 1, never goes below the leftmost 1 nor above 13. */
  pollution: { min: 1, max: 13, start: 1 },
  /** The Railworker die starts at 2, at most 6; at 0 it sits below the card. */
  railworkers: { min: 0, max: 6, start: 2 },
  /** Leisure: capital spent for 1, 2, 3, 4, 5 profit (1, 1+2, 1+2+3, ...). */
  leisure: [1, 3, 6, 10, 15],
  /** Commerce: capital gained (and +1 pollution). */
  commerceCapital: 5,
  /** Score: profit per link with a marker on it. */
  profitPerLink: 3,
} as const;

/** The components of the box other than cards (Setup). */
export const COMPONENTS = {
  linkCubes: 6,
  /** The three Building dice, "in front of you". */
  buildingDice: [1, 2, 3],
  /** The four starting Passenger dice: two show 1 and two show 2, one on each map card. */
  passengerDice: [1, 1, 2, 2],
  decades: 12,
  handSize: 3,
  actionsPerDecade: 2,
} as const;

export const CARDS: readonly CardData[] = [
  {
    id: 1,
    name: "Ashford",
    map: [
      "R──C.",
      "...│.",
      "──I│.",
      "..│L.",
    ],
    actions: ["rail C", "rail passenger", "ticket R", "build $2"],
  },
  {
    id: 2,
    name: "Brookfield",
    map: [
      ".L.I.",
      "─┘.│.",
      "R..C─",
      "└──┘.",
    ],
    actions: ["rail rail", "L passenger", "worker", "pollution $3"],
  },
  {
    id: 3,
    name: "Coalbrook",
    map: [
      "C.│..",
      "│.L──",
      "I─┘..",
      "└──R.",
    ],
    actions: ["rail R", "upgrade I", "ticket build", "pollution $1"],
  },
  {
    id: 4,
    name: "Dunmore",
    map: [
      "R─┐..",
      "..│L─",
      "─I┘│.",
      "...C.",
    ],
    actions: ["ticket C", "rail worker", "build", "upgrade passenger"],
  },
  {
    id: 5,
    name: "Elmstead",
    map: [
      "..│.R",
      "─┐C.│",
      ".L│.│",
      "..└I┘",
    ],
    actions: ["rail I", "rail rail", "ticket passenger", "pollution $2"],
  },
  {
    id: 6,
    name: "Fairhaven",
    map: [
      "..│..",
      ".CC.I",
      "─┘.┌┘",
      "R──┘.",
    ],
    actions: ["R L", "upgrade build", "worker rail", "pollution $4"],
  },
  {
    id: 7,
    name: "Greenwood",
    map: [
      "L─┐..",
      "..│C─",
      "R─I┘.",
      "..│..",
    ],
    actions: ["ticket L", "build C", "rail passenger", "upgrade worker"],
  },
  {
    id: 8,
    name: "Hartley",
    map: [
      "..│.L",
      "R┐│.│",
      ".└I─┘",
      ".C│..",
    ],
    actions: ["rail R", "ticket I", "upgrade worker", "pollution $1"],
  },
];
