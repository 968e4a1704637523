import { useEffect, useState } from 'react';
import type { Sound } from './search/search';

/** The ranked search (./catalog-ranking.ts), fetched once: not part of the page's first load. */
export type Ranking = typeof import('./catalog-ranking');
let rankingLoading: Promise<Ranking> | null = null;
/** The ranked search once it is in: a search settled after typing started it is ranked in the same render. */
let rankingLoaded: Ranking | undefined;
function loadRanking(): Promise<Ranking> {
  rankingLoading ??= import('./catalog-ranking').then(
    (module) => (rankingLoaded = module),
    (error: unknown) => {
      rankingLoading = null;
      throw error;
    },
  );
  return rankingLoading;
}
/** Starts fetching the ranked search as the visitor types, so it is in by the time typing pauses. */
export const startRanking = () => void loadRanking().catch(() => undefined);

/**
 * The ranked search (./catalog-ranking.ts), loaded once there is a search (typing starts it sooner,
 * the page's SearchField): a visit that never searches never loads it. `waiting` while it loads; if it cannot
 * load (offline before it was ever kept), the page shows what the backend's own search finds.
 */
export function useRanking(search: string): { ranking: Ranking | undefined; waiting: boolean } {
  const needed = search !== '';
  const [fetched, setRanking] = useState<Ranking>();
  const ranking = fetched ?? rankingLoaded;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || ranking) return;
    let live = true;
    loadRanking().then(
      (loaded) => live && setRanking(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, ranking]);
  return { ranking, waiting: needed && !ranking && !failed };
}

/**
 * The sound reader (src/features/catalog/search/sound.ts), loaded the first time a search has a word in Devanagari or
 * Gujarati script: a Latin-only visit never loads it. `waiting` while it loads; if it cannot load
 * (offline before it was ever kept), the search goes on with the glossary alone.
 */
export function useSound(search: string, ranking: Ranking | undefined): { sound: Sound | undefined; waiting: boolean } {
  const needed = ranking ? ranking.needsSound(search) : false;
  const [sound, setSound] = useState<Sound>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || sound || !ranking) return;
    let live = true;
    ranking.loadSound().then(
      (loaded) => live && setSound(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, sound, ranking]);
  return { sound, waiting: needed && !sound && !failed };
}
