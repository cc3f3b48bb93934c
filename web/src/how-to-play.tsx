// "How to play": our own short summary of each 18xx title (issue #32), how a turn goes, the phases and
// trains, and where the full rules are. Not the rule books' text: a newcomer's map of them.
import type { ComponentChildren } from "preact";
import { findTitle } from "../../shared/games/titles.ts";
import { navigate } from "./app.tsx";

interface Guide {
  /** The game in two sentences. */
  idea: ComponentChildren;
  /** How a game goes, round by round. */
  turns: ComponentChildren;
  /** The phases, and what the trains do to them. */
  trains: ComponentChildren;
  /** The heading of `trains` where a title has none ("Phases and trains" by default). */
  trainsHeading?: string;
  /** How it ends and who wins. */
  end: ComponentChildren;
  /** Where the full rules are. */
  rules: ComponentChildren;
}

/** How the rounds go; `floats`: the share of a railroad that must be sold before it operates, in the title's rules. */
const rounds = (floats: string) => (
  <>
    <p>The game goes in rounds: a stock round, then one or more operating rounds, again and again.</p>
    <ul>
      <li>
        <strong>Stock round</strong>: the players take turns. In your turn you may buy one share (or start a railroad by setting its par
        price and buying the president's certificate) and sell shares, or pass. The round ends when everyone passes in a row. Selling pushes
        a share's price down; a railroad whose shares are all sold out at the end of the round goes up.
      </li>
      <li>
        <strong>Operating round</strong>: each railroad that has started takes a turn, the highest share price first. Its president lays or
        upgrades a track tile, may place a station, runs its trains from city to city for revenue, pays it out as dividends to the
        shareholders (the price goes up) or keeps it in the railroad's treasury (the price goes down), and may buy trains. A railroad
        starts to operate once {floats} of its shares are sold.
      </li>
    </ul>
  </>
);

const TAP = (
  <p>
    On this site: the panel at the top of the game page shows what you can do now. Tap a highlighted hex on the map to see the tiles that fit
    it; a greyed button says why it cannot be used yet.
  </p>
);

const GUIDES: Readonly<Record<string, Guide>> = {
  "1830": {
    idea: (
      <p>
        You are an investor in the railroads of the north-east of the United States. You buy shares, and the player with the most shares of a
        railroad runs it as its president. The richest player at the end wins: money plus the value of the shares held.
      </p>
    ),
    turns: (
      <>
        <p>
          First the six private companies are sold: each player in turn buys the cheapest, bids for another, or passes. They pay their owners a
          little every operating round and have a special power each.
        </p>
        {rounds("60%")}
      </>
    ),
    trains: (
      <>
        <p>
          Trains are bought from the bank in order: 2, 3, 4, 5, 6 and diesels. The first train of each kind starts a new phase: more operating
          rounds between stock rounds, green tiles from the 3s, brown from the 5s, fewer trains allowed per railroad. Old trains rust away: the
          first 4 scraps every 2, the first 6 every 3, the first diesel every 4. The first 5 closes the private companies.
        </p>
        <p>
          A railroad must own a train. If it has none and cannot afford one, its president pays the difference from his own money, selling
          shares if he must; a player who still cannot pay goes bankrupt.
        </p>
      </>
    ),
    end: <p>The game ends when the bank runs out of money (after that set of operating rounds) or when a player goes bankrupt.</p>,
    rules: (
      <p>
        The full rules are the 1830 rule book that comes with the game (the 1830 Classic rules, the Base Game and the 1830+ scenarios). Where
        the book leaves a question open, this site's reading is in its documentation (<a href={"/docs/rules-1830.md"}>rules-1830.md</a>). The options of a table and their
        sections are listed under "House rules" when you open one.
      </p>
    ),
  },
  "1882": {
    idea: (
      <p>
        You invest in the railroads of Assiniboia, in western Canada. The player with the most shares of a railroad is its president and runs
        it. A short game: the richest player at the end wins, money plus the value of the shares held.
      </p>
    ),
    turns: (
      <>
        <p>First the private companies are sold; then the rounds follow as in 1830.</p>
        {rounds("60%")}
        <p>A railroad may lay two yellow tiles in a turn (the second for $20) or upgrade one. Crossing a river costs money.</p>
      </>
    ),
    trains: (
      <p>
        Trains come in order: 2, 3, 4, 5, 6 and diesels (as many as are bought, from the 6s on). As in 1830, each new kind starts a phase: green
        tiles from the 3s, brown from the 5s, more operating rounds between stock rounds, fewer trains per railroad. The first 4 rusts the 2s,
        the first 6 the 3s, the first diesel the 4s; the first 5 closes the private companies.
      </p>
    ),
    end: <p>The game ends when the bank runs out of money (after that set of operating rounds) or when a player goes bankrupt.</p>,
    rules: <p>The full rules are the 1882 rule book. Where this site reads it in a particular way, the reading is in its documentation (<a href={"/docs/rules-1882.md"}>rules-1882.md</a>).</p>,
  },
  "1837": {
    idea: (
      <p>
        You invest in the railways of the Austro-Hungarian empire. Small companies (minors and coal companies) start the game; later they merge
        into the great state railways. The richest player at the end wins.
      </p>
    ),
    turns: (
      <>
        <p>
          First the opening sale: the minors', coal companies' and mountain railways' certificates are sold. A minor or coal company has a
          director, who runs it; its revenue is split with him. Then the rounds follow.
        </p>
        {rounds("50%")}
        <p>Coal companies run goods trains to the mines; the mountain railways pay their owners and block a pass until phase 3.</p>
      </>
    ),
    trains: (
      <>
        <p>
          Trains come in order: 2, 3, 3+1, 4 and their variants, 5 and its variants; goods trains (1G to 4G) for the coal companies. Each new
          kind starts a phase: green tiles from the 3s, brown from the 5s, more operating rounds between stock rounds, fewer trains per company.
          The 4s rust the 2s, the 5s the 3s.
        </p>
        <p>
          The new trains also form the state railways: the first 4 forms the Südbahn from its minors, the first 4+1 the k.k. Staatsbahn, the
          first 5 the Ungarische Staatsbahn; their minors' directors get shares in exchange. The first 5 also exchanges the coal companies for
          shares.
        </p>
      </>
    ),
    end: <p>The game ends when the bank runs out of money (after that set of operating rounds) or when a player goes bankrupt.</p>,
    rules: (
      <p>
        The full rules are the 1837 rule book, with the designer's clarifications and amendments, which this site follows. Where it plays
        otherwise, or as 18xx.games does, its documentation says so (<a href={"/docs/rules-1837.md"}>rules-1837.md</a>).
      </p>
    ),
  },
  "1889": {
    idea: (
      <p>
        You invest in the railways of Shikoku, the smallest of Japan's main islands. The player with the most shares of a railway is its
        president and runs it. Money is tight and the map is mountainous: a good first game after 1830, or a first 18xx game. The richest player
        at the end wins, money plus the value of the shares held.
      </p>
    ),
    turns: (
      <>
        <p>
          First the private companies are sold by auction, each with a power of its own (a free port tile, cheaper mountains, a tile laid when
          it is sold to a railway). With the beginner game option there is no auction: each player is dealt one plain private and pays its
          value.
        </p>
        {rounds("50%")}
        <p>Mountains and rivers cost money to build on; Kotohira and Kouchi cost ¥80 every time their tile is upgraded.</p>
      </>
    ),
    trains: (
      <p>
        Trains come in order: 2, 3, 4, 5, 6, then diesels (D), as many as are bought. Each new kind starts a phase: green tiles from the 3s,
        brown from the 5s, more operating rounds between stock rounds, fewer trains per railway. The first 4 rusts the 2s, the first 6 the 3s,
        the first diesel the 4s; the first 5 closes the private companies (all but the Uno-Takamatsu ferry while a player owns it). A diesel costs ¥1,100, or ¥800 with a 4, 5 or 6 traded in.
      </p>
    ),
    end: <p>The game ends when the bank (¥7,000) runs out of money, after that set of operating rounds, or when a player goes bankrupt.</p>,
    rules: (
      <p>
        The full rules are the 1889 rule book (Grand Trunk Games' Shikoku 1889). This site plays the game as 18xx.games does; where that
        differs from the rule book, or the book is silent, its documentation says what it plays (<a href={"/docs/rules-1889.md"}>rules-1889.md</a>).
      </p>
    ),
  },
  "18Chesapeake": {
    idea: (
      <p>
        You invest in the railroads around the Chesapeake Bay, from Philadelphia and Baltimore to Pittsburgh and the West Virginia coal fields.
        The player with the most shares of a railroad is its president and runs it; a railroad starts with ten times its par price in its
        treasury. Made as a first 18xx game. The richest player at the end wins, money plus the value of the shares held.
      </p>
    ),
    turns: (
      <>
        <p>
          First the private companies are sold by auction; two of them come with a share (one of them a president's certificate, drawn at
          random at the start). Then the rounds follow.
        </p>
        {rounds("60%")}
        <p>
          With two players, presidents hold 30%, a railroad's unsold shares go to the market when it floats, and a share bought by someone
          other than the president takes the market's latest share of that railroad out of the game.
        </p>
      </>
    ),
    trains: (
      <p>
        Trains come in order: 2, 3, 4, 5, 6, then diesels (D), as many as are bought. Each new kind starts a phase: green tiles from the 3s,
        brown from the 5s, gray from the diesels, more operating rounds between stock rounds, fewer trains per railroad. The first 4 rusts the
        2s, the first 6 the 3s, the first diesel the 4s; the first 5 closes the private companies. At the end of each set of operating rounds,
        if the bank's next train is a 2, 3 or 4, it leaves the game as if bought, so the phases move on even when nobody buys.
      </p>
    ),
    end: <p>The game ends when the bank ($8,000) runs out of money, after that set of operating rounds, or when a player goes bankrupt.</p>,
    rules: (
      <p>
        The full rules are the 18Chesapeake rule book (All Aboard Games). This site plays the game as 18xx.games does; where that differs from
        the rule book, or the book is silent, its documentation says what it plays (<a href={"/docs/rules-18chesapeake.md"}>rules-18chesapeake.md</a>).
      </p>
    ),
  },
  "1846": {
    idea: (
      <p>
        You invest in the railroads racing west across the American Midwest, from Buffalo and Pittsburgh to Chicago and St. Louis. The
        player with the most shares of a railroad is its president and runs it; railroads raise their money share by share, as their shares
        are sold. The richest player at the end wins, money plus the value of the shares held.
      </p>
    ),
    turns: (
      <>
        <p>
          <strong>The draft</strong>: instead of an auction, the private companies are dealt as cards, last player first. Each player is shown
          a hand from the top of the deck, keeps one card secretly and the rest go back under the deck; some cards are blanks that
          stand for no company. When the draft ends everyone pays
          for what he kept. Fewer players means fewer privates and railroads: some are left out at random at the start (with the 1st edition
          option, Boomtown and Little Miami are never in the game; with the other option, they and the C&amp;O are never left out).
        </p>
        <p>
          <strong>Two players</strong> play the two-player variant (an option of its own): no cards; the two buy the private companies one at a
          time, any of them, or pass; when both pass, the minors and privates run a set of operating rounds and the buying starts again,
          until every private is sold. One railroad of the north and one of the south are left out, each keeping a second station on the
          map. A player may hold 70% of a railroad, and the game also ends a set of operating rounds after the last train is sold.
        </p>
        <p>
          <strong>The minors</strong>: two of the cards are small railroads of their own, the Michigan Southern and the Big 4. Their owner
          starts them with a 2-train and a station; they run first in each operating round and pay half their revenue to him. A railroad may
          buy one from its owner and takes over its money, its train and its station.
        </p>
        <p>
          <strong>Stock round</strong>: in your turn you may sell, then buy one share (or start a railroad: buying its 20% president's share
          and setting its price between $40 and $150). A railroad is running as soon as it is started; the price of each share bought from it
          goes into its treasury. Only a president's sale pushes the price down, one step however many shares. At the end of the round a
          railroad whose shares are all held by players goes up, one with shares in the bank pool goes down.
        </p>
        <p>
          <strong>Operating rounds</strong>, two after each stock round: the minors first, then the railroads from the highest share price down
          (in the very first round, the lowest first). A turn lays up to two tiles (one of them may be an upgrade; every lay costs at least
          $20) and places a station, in any order, then runs the trains. Before paying out, a railroad may <em>issue</em> shares from its
          treasury to the bank pool for money, or <em>redeem</em> shares from the pool; neither moves its price. It pays the revenue out in
          full, half, or keeps it, and the price moves by how much it paid compared with the price. It must always own a train: one that
          has none and cannot pay for one issues shares first, then its president pays the rest.
        </p>
        <p>
          <strong>The east-west bonus</strong>: a route from one of the eastern areas to Chicago's connections or to St. Louis earns the bonus
          printed at both ends. Some privates add money to certain cities (a port, St. Louis or Chicago, Cincinnati) for the railroad they
          are given to, and the Mail Contract pays $10 for every stop of its railroad's longest route.
        </p>
        <p>
          <strong>Chicago</strong> has four separate cities, each reached from its own side of the hex; a route stops at only one of
          them. The Chicago and Western Indiana private keeps the southeast space for whichever railroad buys it, which may place
          a station there free. Several railroads have a space kept for them in a city of their own until the last phase.
        </p>
      </>
    ),
    trainsHeading: "Phases and trains",
    trains: (
      <p>
        Trains come in order: 2, 4, 5, 6. The 4, 5 and 6 may each be bought in a second form instead, a 3/5, 4/6 or 7/8: it runs to up to five
        (six, eight) stops and pays for the best three (four, seven) of them, one of them a station of its railroad. Each kind starts a phase with fewer trains allowed per railroad. The first
        5 closes the privates and the minors and makes the bank's 2s obsolete; the first 6 rusts the 2s and makes the 4s obsolete. A
        railroad whose share price falls to zero closes.
      </p>
    ),
    end: (
      <p>
        The game ends when the bank runs out of money, after that set of operating rounds; at once when a player goes bankrupt; or when
        every railroad has closed.
      </p>
    ),
    rules: (
      <p>
        The full rules are the 1846 rule book (GMT Games). This site plays the game as 18xx.games does; where that differs from the rule
        book, or the book is silent, its documentation says what it plays (<a href={"/docs/rules-1846.md"}>rules-1846.md</a>).
      </p>
    ),
  },
  "1817": {
    idea: (
      <p>
        You are an investor on the New York Stock Exchange in the railroad boom of the 1800s, in the land between New York, Chicago and the
        South. Railroads are started at auction, borrow money, grow from 2 to 5 to 10 shares, merge, and are bought and sold whole. You may
        also sell shares you do not have: a <em>short</em>. The richest player at the end wins: money plus the value of the shares held,
        less the value of the shares he owes.
      </p>
    ),
    turns: (
      <>
        <p>
          <strong>The opening sale</strong>: the private companies (coal mines, bridges, special tiles) are auctioned. The bank adds up to
          $200 of seed money to the bids, so a private may go for less than its value while that money lasts.
        </p>
        <p>
          <strong>Stock round</strong>: in your turn you may sell shares, then buy one share, start a railroad or short one. A railroad is
          started by an auction among the players from $100: the winner pays his bid into its treasury, its share value is the box at half
          the bid or below, he chooses its size (2, 5 or 10 shares, as the phase allows) and may put privates into it. A player who holds no
          share of a railroad of 5 or 10 shares may short one: he takes its value from the bank, a new share goes to the market, and he pays
          its dividends until he buys a share back. At the end of the round a railroad whose shares the players hold all goes up; each
          share in the market takes it a box down.
        </p>
        <p>
          <strong>Loans</strong>: a railroad may borrow $100 at a time, up to as many loans as it has shares, in its president's stock turn or in
          its operating turn before buying trains. Every operating turn starts with interest on each loan, at a rate that rises by 5% for
          every five loans out in the whole game (from 5% up to 70%); a railroad that cannot pay borrows for it, and one that cannot borrow
          is liquidated. The game page shows each railroad's loans, the interest due and the shorts held.
        </p>
        <p>
          <strong>Operating rounds</strong>, two after each stock round: each railroad pays its interest, lays a tile, may place a station,
          runs its trains, then pays the revenue out in full, half, or keeps it; the share value moves right for a dividend at least its
          value (twice for twice it), left for none. It may repay loans. A railroad that ends its turn without a train is liquidated.
        </p>
        <p>
          <strong>Merger and conversion round</strong>, after each operating round: in turn, a railroad of 2 or 5 shares may convert to the
          next size (its new shares are offered to the players, the president as many as he likes, the others one each) or merge with
          another of its size into one of the next, its president choosing. Then comes the <strong>acquisition round</strong>: a railroad
          whose value fell into the acquisition boxes is auctioned, its president may offer another for sale, and the presidents bid for it
          with their railroads' money in steps of $10; the winner takes over its cash, trains, stations and loans, and its shareholders
          share the price. A railroad in the liquidation box that nobody buys is taken by the bank.
        </p>
      </>
    ),
    trains: (
      <p>
        Trains come in order: 2 (and four 2+), 3, 4, 5, 6, 7, 8. The first 4 rusts the 2s and makes the 2+ obsolete (they run once more);
        the first 6 rusts the 3s, the first 8 the 4s. Each phase allows a railroad fewer trains (4, then 3, then 2) and new tile colours;
        the sizes a new railroad may take grow with the phases. Shorts are no longer allowed from the 8. Nobody is ever forced to buy a
        train, but a railroad without one is liquidated.
      </p>
    ),
    end: (
      <p>
        The first 8-train ends the game three operating rounds after the round in which it was bought, after that set&apos;s last acquisition
        round. A player who cannot pay what he owes sells shares or goes bankrupt; the game goes on without him, and ends at once when
        only one player is left.
      </p>
    ),
    rules: (
      <p>
        The full rules are the 1817 rule book (All-Aboard Games), and the volatility expansion&apos;s sheet for its option. We have no copy of the
        book: this site plays the game exactly as 18xx.games does, and its documentation says what it plays and where 18xx.games was
        followed (<a href={"/docs/rules-1817.md"}>rules-1817.md</a>).
      </p>
    ),
  },
  Railways: {
    idea: (
      <p>
        A solitaire: in twelve decades (120 years) you build a railway network on a map of four cards, carrying passengers between
        buildings. You play against your own best score: profit, plus 3 for each rail link with a marker, minus pollution.
      </p>
    ),
    turns: (
      <>
        <p>
          First four cards make the map, and you put the four passenger dice (two 1s, two 2s) on buildings, one on each card. Three cards are
          your hand.
        </p>
        <p>
          Each decade you take one or two actions, then record the decade: your hand is refilled to three cards. An action is paid with the
          icons of cards in your hand (every card used goes to the discard): buy a rail link, move a passenger along your links to a building
          of the colour asked, build a building, upgrade a link, add a passenger, hire a railworker, raise capital or cut pollution.
        </p>
      </>
    ),
    trainsHeading: "Capital, pollution and railworkers",
    trains: (
      <p>
        Links cost a railworker and a link marker; buildings and upgrades cost capital; passengers reaching buildings bring profit and capital,
        and some add pollution. Using two slots of one card adds pollution too. Two Destination icons of any colour may stand in for a missing
        one.
      </p>
    ),
    end: <p>The game ends after the twelfth decade. The score is your profit, plus 3 for each link with a marker, minus your pollution.</p>,
    rules: (
      <p>
        The full rules are the Railways rule book (Alban Viard, AV Studio Games). Where it is silent, or its icons were lost in our copy, this
        site's choices are in its documentation (<a href={"/docs/rules-railways.md"}>rules-railways.md</a>), and the card faces in its own words.
      </p>
    ),
  },
};

/** The page at /help/<title>. */
export function HowToPlay({ title }: { title: string }) {
  const guide = Object.hasOwn(GUIDES, title) ? GUIDES[title]! : undefined;
  const info = findTitle(title);
  const back = (
    <a href="/" onClick={(e) => (e.preventDefault(), history.length > 1 ? history.back() : navigate("/"))}>
      Back
    </a>
  );
  if (!guide || !info) return <p>No guide for "{title}" yet. {back}</p>;
  return (
    <article class="panel how-to-play">
      <h1>How to play {info.name}</h1>
      <p class="title-facts">
        {info.players}; {info.length}.
      </p>
      <section>
        <h2>The idea</h2>
        {guide.idea}
      </section>
      <section>
        <h2>How a game goes</h2>
        {guide.turns}
      </section>
      <section>
        <h2>{guide.trainsHeading ?? "Phases and trains"}</h2>
        {guide.trains}
      </section>
      <section>
        <h2>The end</h2>
        {guide.end}
      </section>
      <section>
        <h2>The full rules</h2>
        {guide.rules}
      </section>
      {TAP}
      <p>{back}</p>
    </article>
  );
}
