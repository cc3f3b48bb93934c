// Purchases the other side must accept (1830 4.1, 7.6): a proposal and its answer, a chunk of its own fetched when an
// offer may be made or answered (actions.tsx).
import { useSignal } from "@preact/signals";
import { Player, type Entity } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import type { LegalAction } from "../../../shared/engine/legal.ts";
import { offerSubject } from "./actions.tsx";

/** The log's reference to a player (18xx.games writes numeric ids as numbers). */
const playerRef = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);

/** A buyer's or seller's name in an offer: a player id or a corporation. */
function partyName(game: Game, party: string): string {
  return game.corporations.some((c) => c.sym === party) ? party : game.player(party).name;
}

/**
 * 1830 4.1, 7.6: proposing a purchase the other side must accept - a private company's sale
 * between players, or the operating corporation's purchase of another president's train or of a
 * player's private. The price box starts at the face value (within the range), not the minimum.
 */
export function Offers({ game, entity, offers, send }: { game: Game; entity: Entity; offers: Extract<LegalAction, { type: "offer" }>[]; send: (a: Record<string, unknown>) => void }) {
  const chosen = useSignal(0);
  const offer = offers[Math.min(chosen.value, offers.length - 1)]!;
  const face = offer.company !== undefined ? game.company(offer.company).def.value : (game.depot.find(offer.train!)?.def.price ?? offer.min);
  const fair = Math.min(offer.max, Math.max(offer.min, face));
  const price = useSignal<number | null>(null);
  const value = price.value ?? fair;
  const selling = entity instanceof Player && offer.seller === entity.id;
  const describe = (o: Extract<LegalAction, { type: "offer" }>) =>
    entity instanceof Player && o.seller === entity.id
      ? `Sell ${offerSubject(game, o)} to ${partyName(game, o.buyer)}`
      : `Buy ${offerSubject(game, o)}${o.company !== undefined ? ` from ${partyName(game, o.seller)}` : ""}`;
  const answerer = selling ? partyName(game, offer.buyer) : offer.train !== undefined ? `${offer.seller}'s president` : partyName(game, offer.seller);
  const what = offer.train !== undefined ? { train: offer.train } : { company: offer.company };
  return (
    <form class="row private-sale" onSubmit={(e) => (e.preventDefault(), send({ type: "offer", ...what, price: value, ...(selling ? { to: playerRef(offer.buyer) } : {}) }))}>
      <label>
        {entity instanceof Player ? "Propose a private sale" : "Offer to buy"}{" "}
        <select value={String(chosen.value)} onChange={(e) => ((chosen.value = Number(e.currentTarget.value)), (price.value = null))}>
          {offers.map((o, i) => (
            <option key={`${o.train ?? o.company}${o.buyer}`} value={String(i)}>
              {describe(o)}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        for <input type="number" min={offer.min} max={offer.max} value={value} onInput={(e) => (price.value = Number(e.currentTarget.value))} />
      </label>
      <button type="submit" disabled={value < offer.min || value > offer.max}>
        Propose
      </button>
      <small>
        ({game.money(offer.min)}–{game.money(offer.max)}; {answerer} accepts or declines)
      </small>
    </form>
  );
}

/** 1830 4.1, 7.6: the answer to an offer: for a private (the owner's, or one offered to him) or for a corporation's train. */
export function OfferAnswer({ game, entity, offer, send }: { game: Game; entity: Entity; offer: Extract<LegalAction, { type: "respond" }>; send: (a: Record<string, unknown>) => void }) {
  const from = `${game.player(offer.from).name}${offer.buyer ? ` (${offer.buyer})` : ""}`;
  const subject = offerSubject(game, offer);
  const owned = offer.train !== undefined || game.company(offer.company!).owner === entity;
  const text = owned ? `${from} offers ${game.money(offer.price)} for ${offer.train !== undefined ? subject : `your ${subject}`}` : `${from} offers you ${subject} for ${game.money(offer.price)}`;
  const what = offer.train !== undefined ? { train: offer.train } : { company: offer.company };
  return (
    <div class="row choose">
      <span>{text}:</span> <button onClick={() => send({ type: "respond", ...what, accept: true })}>Accept</button>{" "}
      <button onClick={() => send({ type: "respond", ...what, accept: false })}>Decline</button>
    </div>
  );
}
