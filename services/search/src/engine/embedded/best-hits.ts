/**
 * The best `limit` hits seen so far, highest score first (earlier first among equal scores,
 * as a stable sort of all of them would have them), and how many were offered.
 */
export class BestHits {
  count = 0;
  private readonly hits: { key: string; score: number }[] = [];

  constructor(private readonly limit: number) {}

  offer(key: string, score: number): void {
    this.count += 1;
    const { hits, limit } = this;
    if (hits.length === limit && score <= hits[limit - 1]!.score) return;
    let at = hits.length;
    while (at > 0 && hits[at - 1]!.score < score) at -= 1;
    hits.splice(at, 0, { key, score });
    if (hits.length > limit) hits.pop();
  }

  keys(): string[] {
    return this.hits.map((hit) => hit.key);
  }
}
