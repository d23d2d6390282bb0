/**
 * Korean particles (조사) that depend on whether a word ends in a final consonant (받침), so
 * names that come from the site config still read naturally: '더 해온이', '레이크시티가'.
 */
export type ParticlePair = '이/가' | '은/는' | '을/를' | '과/와' | '으로/로' | '이에요/예요';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Final consonant index of ㄹ within a syllable block (으로/로 treats it like a vowel). */
const RIEUL = 8;

/** The final-consonant index (0 = none) of the word's last syllable, or null when it is not Hangul. */
function finalConsonant(word: string): number | null {
  // Closing brackets and quotes are skipped: '해온건설(주)' is read up to '주'.
  const last = word.trim().replace(/[)\]}'"’”」』]+$/u, '').slice(-1);
  const code = last.codePointAt(0) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return null;
  return (code - HANGUL_FIRST) % 28;
}

/** The particle of the pair that follows the word: particle('더 해온', '이/가') → '이'. */
export function particle(word: string, pair: ParticlePair): string {
  const [withFinal, withoutFinal] = pair.split('/') as [string, string];
  const jong = finalConsonant(word);
  // Not Hangul (Latin letters, digits): both forms, as Korean style guides advise.
  if (jong === null) return pair === '으로/로' ? '(으)로' : `${withFinal}(${withoutFinal})`;
  if (pair === '으로/로' && jong === RIEUL) return withoutFinal;
  return jong === 0 ? withoutFinal : withFinal;
}

/** The word followed by its particle: withParticle('더 해온', '은/는') → '더 해온은'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return word + particle(word, pair);
}
