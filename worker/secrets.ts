// Seat tokens: 128 random bits shown once to their holder; rooms keep only a hash.

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh game id matching GAME_ID: 10 characters, about 51 bits. */
export function newGameId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return [...bytes].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
}

/** The seat token a request carries: `Authorization: Bearer` first, then `?token=`. */
export function requestToken(request: Request): string | null {
  const auth = request.headers.get("Authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || null;
  return new URL(request.url).searchParams.get("token");
}
