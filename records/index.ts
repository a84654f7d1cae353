// `bashni/records`: what a record means under the rules. Variant and notation detection, replay
// with the engine, the verify verdict and its words, conversion, per-ply JSON, annotation and
// engine self-play. Uses the engine and the grammar; browser-safe (no Node imports).
export { detectStyle } from './style.ts';
export type { SquareStyle, CaptureStyle, Separator, NotationStyle } from './style.ts';
export { detectVariant, VARIANT_TAGS } from './variant.ts';
export type { VariantChoice, VariantCode } from './variant.ts';
export { replayGame, writtenResult } from './replay.ts';
export type { ReplayProblem, ReplayCode, MoveCode, InfoCode, ReplayOptions, ResolvedPly, ResolvedLine, ReplayResult } from './replay.ts';
export { gameJson } from './ply-json.ts';
export type { PlyBase, PlyJson, LineJson, GameJson } from './ply-json.ts';
export { convertGame } from './convert.ts';
export type { ConvertOptions, ConvertResult } from './convert.ts';
export { checkGame, reportJson, reportText, summaryLine } from './verify.ts';
export type { GameReport, GameReportJson, VerifyOptions, VerifySummary } from './verify.ts';
export { annotateGame, lineTexts, lineNodes, evalText } from './annotate.ts';
export type { AnnotateOptions, GameAnalysis, PlyAnalysis } from './annotate.ts';
export { playGame, enginePlayer, randomPlayer, randomOpening, selfplayPdn } from './selfplay.ts';
export { MoveTree } from './tree.ts';
export type { TreeNode } from './tree.ts';
export type { PlayedGame, Player, SelfplayInfo } from './selfplay.ts';
export { parseFindQuery, parseGlob, parseDate, parsePattern, parseMaterial, parseFenQuery, parseMovesQuery, mirrorPattern } from './find-query.ts';
export type { FindQuery, FindQueryText, QueryError, QueryOptionError, Glob, DateRange, Pattern, SquareCondition, SquareWhat, MaterialTerm, MaterialQuantity } from './find-query.ts';
export { matchGame, matchTags, PositionTest, materialOf, samePosition } from './find-match.ts';
export type { GameMatch, MatchOptions, Material, SideMaterial } from './find-match.ts';
export { OpeningTree, moveScore } from './opening-tree.ts';
export type { OpeningReport, OpeningMove, OpeningCounts } from './opening-tree.ts';
export { chooseVariant, validElsewhere, variantAdvice } from './variant-auto.ts';
export type { VariantOrAuto, VariantChoiceAuto } from './variant-auto.ts';
export { editTags, isoDate } from './convert.ts';
export type { TagEdits } from './convert.ts';
