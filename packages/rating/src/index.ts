export {
  DEFAULT_ELO_MMR_PARAMS,
  newPlayerRating,
  rateRound,
  shownRating,
  type EloMmrParams,
  type PlayerRating,
  type RatedStanding,
  type Standing,
} from './elo-mmr';
