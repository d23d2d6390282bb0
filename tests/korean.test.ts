import { describe, expect, it } from 'vitest';
import { particle, withParticle } from '../shared/korean';

describe('particles follow the last syllable of a configured name', () => {
  it('a name ending in a consonant takes 이 / 은 / 을', () => {
    expect(withParticle('더 해온', '이/가')).toBe('더 해온이');
    expect(withParticle('더 해온', '은/는')).toBe('더 해온은');
    expect(withParticle('더 해온', '을/를')).toBe('더 해온을');
  });

  it('a name ending in a vowel takes 가 / 는 / 를', () => {
    expect(withParticle('레이크시티', '이/가')).toBe('레이크시티가');
    expect(withParticle('레이크시티', '은/는')).toBe('레이크시티는');
    expect(withParticle('해온건설(주)', '이/가')).toBe('해온건설(주)가');
  });

  it('으로/로: ㄹ and vowels take 로, other consonants 으로', () => {
    expect(particle('서울', '으로/로')).toBe('로');
    expect(particle('부산', '으로/로')).toBe('으로');
    expect(particle('청해시', '으로/로')).toBe('로');
  });

  it('a name not ending in Hangul gets both forms', () => {
    expect(withParticle('THE HAEON', '이/가')).toBe('THE HAEON이(가)');
  });
});
